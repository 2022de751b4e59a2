import { cards, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Consulting: one consultant's week, engagement by engagement, billable or not. */
export const consultingWeek: SceneBody = {
  wide: [
    cards([
      { label: "Billable", value: "36.0 h" },
      { label: "Non-billable", value: "4.0 h", tone: "amber" },
      { label: "Utilisation", value: "90%", note: "target 75%" },
    ]),
    table(
      [
        { label: "Engagement", width: 178 },
        { label: "Mon", width: 46, align: "end" },
        { label: "Tue", width: 46, align: "end" },
        { label: "Wed", width: 46, align: "end" },
        { label: "Thu", width: 46, align: "end" },
        { label: "Fri", width: 46, align: "end" },
        { label: "Total", width: 64, align: "end" },
        { label: "", width: 120, align: "end" },
      ],
      [
        [
          { ...person("Supply chain review", "Halvorsen Freight"), swatch: "brand" },
          end("6.0"),
          end("7.5"),
          end("5.0"),
          end("6.5"),
          end("4.0"),
          end("29.0", { bold: true }),
          status("Billable", "mint"),
        ],
        [
          { ...person("Pricing diagnostic", "Brightwater Foods"), swatch: "mint" },
          end("1.5"),
          end("–"),
          end("2.0"),
          end("1.0"),
          end("2.5"),
          end("7.0", { bold: true }),
          status("Billable", "mint"),
        ],
        [
          { ...person("Ops audit proposal", "Internal"), swatch: "amber" },
          end("0.5"),
          end("–"),
          end("1.0"),
          end("0.5"),
          end("1.0"),
          end("3.0", { bold: true }),
          status("Non-billable", "grey"),
        ],
        [
          { ...person("Training", "Internal"), swatch: "grey" },
          end("–"),
          end("0.5"),
          end("–"),
          end("–"),
          end("0.5"),
          end("1.0", { bold: true }),
          status("Non-billable", "grey"),
        ],
      ],
    ),
  ],
  phone: [
    cards([
      { label: "Billable", value: "36.0 h" },
      { label: "Utilisation", value: "90%" },
    ]),
    table(
      [
        { label: "Engagement", width: 208 },
        { label: "Week", width: 120, align: "end" },
      ],
      [
        [
          { ...person("Supply chain review", "Halvorsen Freight"), swatch: "brand" },
          end("29.0 h", { bold: true, sub: "Billable", subTone: "mint" }),
        ],
        [
          { ...person("Pricing diagnostic", "Brightwater Foods"), swatch: "mint" },
          end("7.0 h", { bold: true, sub: "Billable", subTone: "mint" }),
        ],
        [
          { ...person("Ops audit proposal", "Internal"), swatch: "amber" },
          end("3.0 h", { bold: true, sub: "Non-billable" }),
        ],
        [{ ...person("Training", "Internal"), swatch: "grey" }, end("1.0 h", { bold: true, sub: "Non-billable" })],
      ],
    ),
  ],
};
