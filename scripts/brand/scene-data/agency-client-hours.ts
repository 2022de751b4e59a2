import { note, table } from "../scene-kit.ts";
import { person, end, type SceneBody } from "./parts.ts";

/** Agency: billable hours by client, month to date. */
export const agencyClientHours: SceneBody = {
  wide: [
    table(
      [
        { label: "Client", width: 200 },
        { label: "Retainer used", width: 200 },
        { label: "Billable", width: 90, align: "end" },
        { label: "Non-bill.", width: 102, align: "end" },
      ],
      [
        [
          { ...person("Juniper & Oak Coffee", "Social and content"), swatch: "mint" },
          { text: "62 of 80 h", bar: { share: 62 / 80, tone: "mint" } },
          end("62.0", { bold: true }),
          end("4.5"),
        ],
        [
          { ...person("Kestrel Outdoor", "Campaigns and paid media"), swatch: "amber" },
          { text: "91 of 80 h", bar: { share: 1, tone: "amber" } },
          end("91.0", { bold: true }),
          end("6.0"),
        ],
        [
          { ...person("Meadow Health", "Website retainer"), swatch: "brand" },
          { text: "40 of 60 h", bar: { share: 40 / 60, tone: "brand" } },
          end("40.0", { bold: true }),
          end("2.0"),
        ],
        [
          { ...person("Fernway Transit", "Brand and content"), swatch: "blue" },
          { text: "74 of 75 h", bar: { share: 74 / 75, tone: "blue" } },
          end("74.0", { bold: true }),
          end("3.5"),
        ],
      ],
    ),
    note("Day 24: Kestrel Outdoor is 11 h over its retainer, Fernway has 1 h left", "amber"),
  ],
  phone: [
    table(
      [
        { label: "Client", width: 168 },
        { label: "Retainer used", width: 160 },
      ],
      [
        [
          { ...person("Juniper & Oak", "Social"), swatch: "mint" },
          { text: "62 of 80 h", bar: { share: 62 / 80, tone: "mint" } },
        ],
        [
          { ...person("Kestrel", "Campaigns"), swatch: "amber" },
          { text: "91 of 80 h", bar: { share: 1, tone: "amber" } },
        ],
        [
          { ...person("Meadow Health", "Website"), swatch: "brand" },
          { text: "40 of 60 h", bar: { share: 40 / 60, tone: "brand" } },
        ],
        [
          { ...person("Fernway", "Brand"), swatch: "blue" },
          { text: "74 of 75 h", bar: { share: 74 / 75, tone: "blue" } },
        ],
      ],
    ),
    note("Kestrel is 11 h over its retainer", "amber"),
  ],
};
