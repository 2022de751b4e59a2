import { chips, note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Retail: leave requests against the rota, with the stocktake blacked out. */
export const retailLeave: SceneBody = {
  wide: [
    chips([
      ["Blackout: stocktake week", "red"],
      ["Riverside · 9 people", "grey"],
    ]),
    table(
      [
        { label: "Request", width: 200 },
        { label: "Dates", width: 130 },
        { label: "Cover on the rota", width: 140 },
        { label: "", width: 122, align: "end" },
      ],
      [
        [
          person("Ana Costa", "Annual leave · 11 of 20 left"),
          end("Mon to Wed", { sub: "next week" }),
          end("2 of 3 early shifts", { sub: "covered", subTone: "mint" }),
          status("Approve", "brand"),
        ],
        [
          person("Ravi Patel", "Annual leave · 4 of 20 left"),
          end("Thu and Fri", { sub: "stocktake week" }),
          end("Blackout dates", { sub: "needs a manager", subTone: "red" }),
          status("Flagged", "red"),
        ],
        [
          person("Chloe Martin", "Shift swap with Jamal"),
          end("Saturday", { sub: "this week" }),
          end("Late shift kept", { sub: "covered", subTone: "mint" }),
          status("Approved", "mint"),
        ],
      ],
    ),
    note("Requests take 3 clicks; the manager sees the rota before approving"),
  ],
  phone: [
    chips([["Blackout: stocktake week", "red"]]),
    table(
      [
        { label: "Request", width: 208 },
        { label: "", width: 120, align: "end" },
      ],
      [
        [person("Ana Costa", "Mon to Wed · covered"), status("Approve", "brand")],
        [person("Ravi Patel", "Thu, Fri · blackout"), status("Flagged", "red")],
        [person("Chloe Martin", "Saturday swap"), status("Approved", "mint")],
      ],
    ),
    note("The rota is checked before approving"),
  ],
};
