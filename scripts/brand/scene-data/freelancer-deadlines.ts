import { note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Freelancers: every client's deadlines in one list. */
export const freelancerDeadlines: SceneBody = {
  wide: [
    table(
      [
        { label: "Task", width: 250 },
        { label: "Client", width: 150 },
        { label: "Due", width: 90 },
        { label: "", width: 102, align: "end" },
      ],
      [
        [
          person("Homepage final files", "Website redesign"),
          end("Harbour & Pine"),
          end("Today", { tone: "amber", bold: true }),
          status("Reminder", "amber"),
        ],
        [
          person("Appointment email copy", "Booking site"),
          end("Oakleaf Dental"),
          end("Tomorrow"),
          status("To do", "grey"),
        ],
        [
          person("Logo on packaging mock-up", "Brand refresh"),
          end("Kettle & Co"),
          end("Friday"),
          status("In progress", "blue"),
        ],
        [
          person("Monthly blog post", "Retainer · 3 of 4 done"),
          end("Oakleaf Dental"),
          end("Next week"),
          status("To do", "grey"),
        ],
      ],
    ),
    note("3 new requests from Oakleaf Dental today: see at once what moves"),
  ],
  phone: [
    table(
      [
        { label: "Task", width: 208 },
        { label: "Due", width: 120, align: "end" },
      ],
      [
        [
          person("Homepage final files", "Harbour & Pine"),
          end("Today", { tone: "amber", bold: true, sub: "Reminder set" }),
        ],
        [person("Appointment email", "Oakleaf Dental"), end("Tomorrow", { sub: "To do" })],
        [person("Packaging mock-up", "Kettle & Co"), end("Friday", { sub: "In progress" })],
        [person("Monthly blog post", "Oakleaf Dental"), end("Next week", { sub: "To do" })],
      ],
    ),
  ],
};
