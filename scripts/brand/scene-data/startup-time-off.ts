import { cards, note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Startups: time off for a team without HR. */
export const startupTimeOff: SceneBody = {
  wide: [
    cards([
      { label: "Away this week", value: "2", note: "of 9" },
      { label: "Waiting for you", value: "1", tone: "amber" },
      { label: "Your balance", value: "14 days", note: "of 20" },
    ]),
    table(
      [
        { label: "Teammate", width: 170 },
        { label: "Request", width: 196 },
        { label: "Balance", width: 110 },
        { label: "Status", width: 116, align: "end" },
      ],
      [
        [
          person("Dev Mehta", "Engineering"),
          end("Annual leave", { sub: "Mon to Wed · 3 days" }),
          end("12 of 20"),
          status("Approved", "mint"),
        ],
        [
          person("Mei Tanaka", "Mobile"),
          end("Sick leave", { sub: "Today · 1 day" }),
          end("6 of 8"),
          status("Approved", "mint"),
        ],
        [
          person("Omar Haddad", "Marketing"),
          end("Annual leave", { sub: "Thu and Fri next week" }),
          end("15 of 20"),
          status("Pending", "amber"),
        ],
      ],
    ),
    note("Omar's Friday overlaps with Sam's: 2 of 9 away that day", "amber"),
  ],
  phone: [
    cards([
      { label: "Away this week", value: "2" },
      { label: "Waiting", value: "1", tone: "amber" },
    ]),
    table(
      [
        { label: "Request", width: 216 },
        { label: "Status", width: 112, align: "end" },
      ],
      [
        [person("Dev Mehta", "Annual leave · Mon to Wed"), status("Approved", "mint")],
        [person("Mei Tanaka", "Sick leave · today"), status("Approved", "mint")],
        [person("Omar Haddad", "Annual leave · Thu, Fri"), status("Pending", "amber")],
      ],
    ),
    note("Omar's Friday overlaps with Sam's", "amber"),
  ],
};
