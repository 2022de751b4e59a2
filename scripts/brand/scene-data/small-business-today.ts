import { cards, note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Small business: today's clock-ins, breaks and lunch. */
export const smallBusinessToday: SceneBody = {
  wide: [
    cards([
      { label: "Working", value: "1" },
      { label: "On break", value: "1", tone: "amber" },
      { label: "At lunch", value: "1", tone: "amber" },
      { label: "Clocked out", value: "1", tone: "grey" },
    ]),
    table(
      [
        { label: "Person", width: 190 },
        { label: "Status", width: 130 },
        { label: "In", width: 70, align: "end" },
        { label: "Breaks", width: 90, align: "end" },
        { label: "Today", width: 112, align: "end" },
      ],
      [
        [
          person("Rosa Alvarez", "Baker"),
          status("Working", "mint"),
          end("6:00"),
          end("15 m"),
          end("6 h 10 m", { bold: true }),
        ],
        [
          person("Tom Becker", "Counter"),
          status("On break", "amber"),
          end("9:00"),
          end("10 m"),
          end("3 h 05 m", { bold: true }),
        ],
        [
          person("Nia Okafor", "Baker"),
          status("At lunch", "amber"),
          end("7:00"),
          end("45 m"),
          end("4 h 20 m", { bold: true }),
        ],
        [
          person("Leo Marsh", "Delivery"),
          status("Clocked out", "grey"),
          end("5:30"),
          end("30 m"),
          end("6 h 00 m", { bold: true }),
        ],
      ],
    ),
    note("Breaks and lunch are punched too, so the timesheet is right first time"),
  ],
  phone: [
    cards([
      { label: "Working", value: "1" },
      { label: "Break or lunch", value: "2", tone: "amber" },
    ]),
    table(
      [
        { label: "Person", width: 150 },
        { label: "Status", width: 178, align: "end" },
      ],
      [
        [person("Rosa Alvarez", "In 6:00 · 6 h 10 m"), status("Working", "mint")],
        [person("Tom Becker", "In 9:00 · 3 h 05 m"), status("On break", "amber")],
        [person("Nia Okafor", "In 7:00 · 4 h 20 m"), status("At lunch", "amber")],
        [person("Leo Marsh", "5:30 to 12:00"), status("Clocked out", "grey")],
      ],
    ),
  ],
};
