import { note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Retail: overtime by store as the week goes. */
export const retailOvertime: SceneBody = {
  wide: [
    table(
      [
        { label: "Store", width: 160 },
        { label: "Worked of scheduled", width: 210 },
        { label: "Overtime", width: 90, align: "end" },
        { label: "", width: 132, align: "end" },
      ],
      [
        [
          person("Riverside", "9 people"),
          { text: "96 of 150 h", bar: { share: 96 / 150, tone: "mint" } },
          end("4.0 h", { tone: "amber", bold: true }),
          status("Jamal R.", "amber"),
        ],
        [
          person("Market Street", "7 people"),
          { text: "74 of 120 h", bar: { share: 74 / 120, tone: "mint" } },
          end("–"),
          status("On plan", "mint"),
        ],
        [
          person("Station Road", "6 people"),
          { text: "71 of 96 h", bar: { share: 71 / 96, tone: "amber" } },
          end("6.5 h", { tone: "amber", bold: true }),
          status("2 people", "amber"),
        ],
      ],
    ),
    note("Counted as the week goes, so Wednesday shows what Friday's payroll would"),
  ],
  phone: [
    table(
      [
        { label: "Store", width: 188 },
        { label: "Overtime", width: 140, align: "end" },
      ],
      [
        [person("Riverside", "96 of 150 h worked"), status("4.0 h", "amber")],
        [person("Market Street", "74 of 120 h worked"), status("None", "mint")],
        [person("Station Road", "71 of 96 h worked"), status("6.5 h", "amber")],
      ],
    ),
    note("Counted as the week goes"),
  ],
};
