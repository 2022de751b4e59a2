import { chips, note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Freelancers: the week's time, client by client. */
export const freelancerTimeLog: SceneBody = {
  wide: [
    chips([
      ["● Running 1:12:40", "brand"],
      ["Harbour & Pine · Website redesign", "mint"],
    ]),
    table(
      [
        { label: "Entry", width: 300 },
        { label: "Time", width: 130, align: "end" },
        { label: "", width: 162, align: "end" },
      ],
      [
        [
          person("Homepage layout", "Harbour & Pine · Website redesign"),
          end("2 h 15 m", { bold: true }),
          status("Billable", "mint"),
        ],
        [
          person("Booking flow call", "Oakleaf Dental · Booking site"),
          end("0 h 45 m", { bold: true }),
          status("Billable", "mint"),
        ],
        [person("Invoicing and admin", "My business"), end("1 h 10 m", { bold: true }), status("Non-billable", "grey")],
        [
          person("Logo revisions", "Kettle & Co · Brand refresh"),
          end("1 h 30 m", { bold: true }),
          status("Billable", "mint"),
        ],
      ],
    ),
    note("This week: 18 h 40 m billable across 3 clients · 3 h 10 m non-billable"),
  ],
  phone: [
    chips([["● Running 1:12:40", "brand"]]),
    table(
      [
        { label: "Entry", width: 216 },
        { label: "Time", width: 112, align: "end" },
      ],
      [
        [
          person("Homepage layout", "Harbour & Pine"),
          end("2 h 15 m", { bold: true, sub: "Billable", subTone: "mint" }),
        ],
        [
          person("Booking flow call", "Oakleaf Dental"),
          end("0 h 45 m", { bold: true, sub: "Billable", subTone: "mint" }),
        ],
        [person("Invoicing", "My business"), end("1 h 10 m", { bold: true, sub: "Non-billable" })],
        [person("Logo revisions", "Kettle & Co"), end("1 h 30 m", { bold: true, sub: "Billable", subTone: "mint" })],
      ],
    ),
    note("This week: 18 h 40 m billable"),
  ],
};
