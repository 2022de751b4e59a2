import { chips, note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Financial services: the quarter-end close, with leave held back. */
export const financeClose: SceneBody = {
  wide: [
    chips([
      ["Leave blocked: WD -2 to WD 5", "red"],
      ["2 requests held", "amber"],
    ]),
    table(
      [
        { label: "Close task", width: 230 },
        { label: "Owner", width: 120 },
        { label: "Due", width: 90 },
        { label: "Status", width: 152, align: "end" },
      ],
      [
        [person("Bank reconciliations", "Treasury"), end("Hannah Kim"), end("WD 1"), status("Done", "mint")],
        [
          person("Accruals and prepayments", "General ledger"),
          end("Carlos Ruiz"),
          end("WD 2"),
          status("In progress", "blue"),
        ],
        [
          person("Intercompany matching", "Group reporting"),
          end("Aisha Rahman"),
          end("WD 3"),
          status("In progress", "blue"),
        ],
        [
          person("Management accounts", "Review and sign-off"),
          end("Maya Osei"),
          end("WD 5"),
          status("Not started", "grey"),
        ],
      ],
    ),
    note("Ben Walsh's leave on WD 2 and WD 3 is held until the close is done", "amber"),
  ],
  phone: [
    chips([["Leave blocked: WD -2 to WD 5", "red"]]),
    table(
      [
        { label: "Close task", width: 200 },
        { label: "Due", width: 128, align: "end" },
      ],
      [
        [person("Bank reconciliations", "Hannah Kim"), end("WD 1", { sub: "Done", subTone: "mint" })],
        [person("Accruals", "Carlos Ruiz"), end("WD 2", { sub: "In progress" })],
        [person("Intercompany", "Aisha Rahman"), end("WD 3", { sub: "In progress" })],
        [person("Management accounts", "Maya Osei"), end("WD 5", { sub: "Not started" })],
      ],
    ),
    note("2 leave requests held until close", "amber"),
  ],
};
