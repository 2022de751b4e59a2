import { cards, note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Financial services: the approval queue for the period. */
export const financeApprovals: SceneBody = {
  wide: [
    cards([
      { label: "Submitted", value: "18" },
      { label: "Approved", value: "15" },
      { label: "Changes asked", value: "1", tone: "amber" },
    ]),
    table(
      [
        { label: "Timesheet", width: 180 },
        { label: "Hours", width: 70, align: "end" },
        { label: "Billable", width: 80, align: "end" },
        { label: "Reviewer", width: 120, align: "end" },
        { label: "Status", width: 142, align: "end" },
      ],
      [
        [person("Hannah Kim", "Audit"), end("40.0"), end("34.5"), end("M. Osei"), status("Approved", "mint")],
        [person("Carlos Ruiz", "Tax"), end("42.5"), end("38.0"), end("M. Osei"), status("Approved", "mint")],
        [
          person("Aisha Rahman", "Advisory"),
          end("37.5"),
          end("29.0"),
          end("J. Patel"),
          status("Changes asked", "amber"),
        ],
        [person("Ben Walsh", "Audit"), end("40.0"), end("36.5"), end("–"), status("Submitted", "blue")],
      ],
    ),
    note("Every step keeps its name and time: submitted, reviewed, changed, approved"),
  ],
  phone: [
    cards([
      { label: "Approved", value: "15", note: "of 18" },
      { label: "Changes", value: "1", tone: "amber" },
    ]),
    table(
      [
        { label: "Timesheet", width: 180 },
        { label: "Status", width: 148, align: "end" },
      ],
      [
        [person("Hannah Kim", "Audit · 40.0 h"), status("Approved", "mint")],
        [person("Carlos Ruiz", "Tax · 42.5 h"), status("Approved", "mint")],
        [person("Aisha Rahman", "Advisory · 37.5 h"), status("Changes asked", "amber")],
        [person("Ben Walsh", "Audit · 40.0 h"), status("Submitted", "blue")],
      ],
    ),
  ],
};
