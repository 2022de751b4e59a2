import { cards, note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Small business: the pay period, ready for payroll. */
export const smallBusinessPayroll: SceneBody = {
  wide: [
    cards([
      { label: "Regular hours", value: "276.5" },
      { label: "Overtime", value: "9.5", tone: "amber" },
      { label: "Approved", value: "3 of 4" },
    ]),
    table(
      [
        { label: "Employee", width: 200 },
        { label: "Regular", width: 90, align: "end" },
        { label: "Overtime", width: 100, align: "end" },
        { label: "Breaks", width: 80, align: "end" },
        { label: "Status", width: 122, align: "end" },
      ],
      [
        [
          person("Rosa Alvarez", "Baker · full time"),
          end("80.0"),
          end("4.5", { tone: "amber" }),
          end("5 h"),
          status("Approved", "mint"),
        ],
        [
          person("Tom Becker", "Counter · part time"),
          end("52.0"),
          end("–"),
          end("3 h 30 m"),
          status("Approved", "mint"),
        ],
        [
          person("Nia Okafor", "Baker · full time"),
          end("80.0"),
          end("5.0", { tone: "amber" }),
          end("5 h"),
          status("Approved", "mint"),
        ],
        [person("Leo Marsh", "Delivery · full time"), end("64.5"), end("–"), end("4 h"), status("To review", "amber")],
      ],
    ),
    note("Regular and overtime go to payroll in separate columns"),
  ],
  phone: [
    cards([
      { label: "Regular", value: "276.5" },
      { label: "Overtime", value: "9.5", tone: "amber" },
    ]),
    table(
      [
        { label: "Employee", width: 132 },
        { label: "Reg.", width: 46, align: "end" },
        { label: "OT", width: 38, align: "end" },
        { label: "Status", width: 112, align: "end" },
      ],
      [
        [person("Rosa Alvarez", "Baker"), end("80.0"), end("4.5", { tone: "amber" }), status("Approved", "mint")],
        [person("Tom Becker", "Counter"), end("52.0"), end("–"), status("Approved", "mint")],
        [person("Nia Okafor", "Baker"), end("80.0"), end("5.0", { tone: "amber" }), status("Approved", "mint")],
        [person("Leo Marsh", "Delivery"), end("64.5"), end("–"), status("To review", "amber")],
      ],
    ),
  ],
};
