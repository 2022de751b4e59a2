import { note, table } from "../scene-kit.ts";
import { person, end, type SceneBody } from "./parts.ts";

/** Consulting: the client report behind each invoice line. */
export const consultingClientReport: SceneBody = {
  wide: [
    table(
      [
        { label: "Invoice line", width: 250 },
        { label: "Tasks", width: 150 },
        { label: "Hours", width: 70, align: "end" },
        { label: "Amount", width: 122, align: "end" },
      ],
      [
        [
          { ...person("Discovery interviews", "14 interviews, 3 sites"), swatch: "mint" },
          end("22 entries"),
          end("46.0"),
          end("$9,200", { bold: true }),
        ],
        [
          { ...person("Process mapping", "Warehouse and returns"), swatch: "brand" },
          end("17 entries"),
          end("38.5"),
          end("$7,700", { bold: true }),
        ],
        [
          { ...person("Workshop", "Preparation and session"), swatch: "blue" },
          end("6 entries"),
          end("12.0"),
          end("$2,400", { bold: true }),
        ],
        [
          { ...person("Project management", "Status calls, planning"), swatch: "grey" },
          end("9 entries"),
          end("8.0"),
          end("$1,600", { bold: true }),
        ],
      ],
    ),
    note("Shared with the client: 104.5 h at $200 · $20,900 · every entry one click away"),
  ],
  phone: [
    table(
      [
        { label: "Invoice line", width: 208 },
        { label: "Amount", width: 120, align: "end" },
      ],
      [
        [{ ...person("Discovery", "22 entries · 46.0 h"), swatch: "mint" }, end("$9,200", { bold: true })],
        [{ ...person("Process mapping", "17 entries · 38.5 h"), swatch: "brand" }, end("$7,700", { bold: true })],
        [{ ...person("Workshop", "6 entries · 12.0 h"), swatch: "blue" }, end("$2,400", { bold: true })],
        [{ ...person("Management", "9 entries · 8.0 h"), swatch: "grey" }, end("$1,600", { bold: true })],
      ],
    ),
    note("104.5 h at $200 · $20,900"),
  ],
};
