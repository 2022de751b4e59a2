import { cards, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Nonprofit: the food bank's volunteer shifts today. */
export const nonprofitVolunteerShifts: SceneBody = {
  wide: [
    cards([
      { label: "Volunteers on site", value: "9" },
      { label: "Staff on site", value: "2" },
      { label: "Spots to fill", value: "5", tone: "amber" },
    ]),
    table(
      [
        { label: "Shift", width: 200 },
        { label: "Time", width: 110 },
        { label: "Volunteers", width: 150 },
        { label: "", width: 132, align: "end" },
      ],
      [
        [
          person("Sorting donations", "Warehouse"),
          end("9:00–12:00"),
          { text: "6 of 6", bar: { share: 1, tone: "mint" } },
          status("Full", "mint"),
        ],
        [
          person("Parcel packing", "Warehouse"),
          end("12:30–15:30"),
          { text: "4 of 6", bar: { share: 4 / 6, tone: "mint" } },
          status("2 spots open", "amber"),
        ],
        [
          person("Distribution", "Community hall"),
          end("16:00–19:00"),
          { text: "5 of 8", bar: { share: 5 / 8, tone: "mint" } },
          status("3 spots open", "amber"),
        ],
        [
          person("Home deliveries", "Routes A and B"),
          end("10:00–14:00"),
          { text: "2 of 2", bar: { share: 1, tone: "mint" } },
          status("Full", "mint"),
        ],
      ],
    ),
  ],
  phone: [
    cards([
      { label: "On site", value: "11", note: "9 + 2 staff" },
      { label: "Spots open", value: "5", tone: "amber" },
    ]),
    table(
      [
        { label: "Shift", width: 200 },
        { label: "", width: 128, align: "end" },
      ],
      [
        [person("Sorting donations", "9:00–12:00 · 6 of 6"), status("Full", "mint")],
        [person("Parcel packing", "12:30–15:30 · 4 of 6"), status("2 open", "amber")],
        [person("Distribution", "16:00–19:00 · 5 of 8"), status("3 open", "amber")],
        [person("Home deliveries", "10:00–14:00 · 2 of 2"), status("Full", "mint")],
      ],
    ),
  ],
};
