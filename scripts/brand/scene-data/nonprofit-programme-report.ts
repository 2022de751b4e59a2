import { note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Nonprofit: hours by programme, staff and volunteers, for the funder's report. */
export const nonprofitProgrammeReport: SceneBody = {
  wide: [
    table(
      [
        { label: "Programme", width: 220 },
        { label: "Staff", width: 70, align: "end" },
        { label: "Volunteers", width: 100, align: "end" },
        { label: "Total", width: 70, align: "end" },
        { label: "", width: 132, align: "end" },
      ],
      [
        [
          { ...person("Adult literacy", "City Learning Fund grant"), swatch: "brand" },
          end("160"),
          end("252"),
          end("412", { bold: true }),
          status("Report due", "amber"),
        ],
        [
          { ...person("Youth reading club", "Community Foundation grant"), swatch: "mint" },
          end("80"),
          end("188"),
          end("268", { bold: true }),
          status("Sent", "grey"),
        ],
        [
          { ...person("Family learning evenings", "Library partnership"), swatch: "amber" },
          end("84"),
          end("66"),
          end("150", { bold: true }),
          status("Sent", "grey"),
        ],
        [
          { ...person("Food bank", "Unrestricted funds"), swatch: "grey" },
          end("94"),
          end("610"),
          end("704", { bold: true }),
          status("No report", "grey"),
        ],
      ],
    ),
    note("This quarter, split by month · export as CSV or PDF for each funder"),
  ],
  phone: [
    table(
      [
        { label: "Programme", width: 216 },
        { label: "Hours", width: 112, align: "end" },
      ],
      [
        [
          { ...person("Adult literacy", "City Learning Fund"), swatch: "brand" },
          end("412", { bold: true, sub: "Report due", subTone: "amber" }),
        ],
        [
          { ...person("Youth reading club", "Community Foundation"), swatch: "mint" },
          end("268", { bold: true, sub: "Sent" }),
        ],
        [
          { ...person("Family learning", "Library partnership"), swatch: "amber" },
          end("150", { bold: true, sub: "Sent" }),
        ],
        [{ ...person("Food bank", "Unrestricted"), swatch: "grey" }, end("704", { bold: true, sub: "No report" })],
      ],
    ),
    note("This quarter · export for each funder"),
  ],
};
