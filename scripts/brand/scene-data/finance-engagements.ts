import { note, table } from "../scene-kit.ts";
import { person, end, type SceneBody } from "./parts.ts";

/** Financial services: billable time by client and engagement. */
export const financeEngagements: SceneBody = {
  wide: [
    table(
      [
        { label: "Client · engagement", width: 230 },
        { label: "Billable", width: 80, align: "end" },
        { label: "Non-bill.", width: 80, align: "end" },
        { label: "Budget used", width: 202, align: "end" },
      ],
      [
        [
          { ...person("Greyfield Logistics", "Year-end audit"), swatch: "brand" },
          end("186.0"),
          end("12.5"),
          { text: "186 of 240 h", bar: { share: 186 / 240, tone: "brand" } },
        ],
        [
          { ...person("Marlow Foods", "Corporation tax return"), swatch: "mint" },
          end("42.5"),
          end("3.0"),
          { text: "42.5 of 40 h", bar: { share: 1, tone: "amber" } },
        ],
        [
          { ...person("Halden Trust", "Quarterly reporting"), swatch: "blue" },
          end("28.0"),
          end("1.5"),
          { text: "28 of 60 h", bar: { share: 28 / 60, tone: "brand" } },
        ],
        [
          { ...person("Internal", "Training and CPD"), swatch: "grey" },
          end("–"),
          end("22.0"),
          { text: "Not billed", bar: { share: 0, tone: "grey" } },
        ],
      ],
    ),
    note("Marlow Foods is 2.5 h over budget: bill it or write it off, on purpose", "amber"),
  ],
  phone: [
    table(
      [
        { label: "Engagement", width: 196 },
        { label: "Billable", width: 132, align: "end" },
      ],
      [
        [
          { ...person("Greyfield", "Year-end audit"), swatch: "brand" },
          end("186.0 h", { bold: true, sub: "of 240 h" }),
        ],
        [
          { ...person("Marlow Foods", "Tax return"), swatch: "mint" },
          end("42.5 h", { bold: true, sub: "2.5 h over", subTone: "amber" }),
        ],
        [{ ...person("Halden Trust", "Quarterly"), swatch: "blue" }, end("28.0 h", { bold: true, sub: "of 60 h" })],
        [{ ...person("Internal", "Training"), swatch: "grey" }, end("22.0 h", { sub: "Non-billable" })],
      ],
    ),
  ],
};
