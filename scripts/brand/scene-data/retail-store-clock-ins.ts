import { cards, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Retail: clock-ins at every store, checked against the store's location. */
export const retailStoreClockIns: SceneBody = {
  wide: [
    cards([
      { label: "Riverside", value: "6", note: "in" },
      { label: "Market Street", value: "5", note: "in" },
      { label: "Station Road", value: "4", note: "in" },
    ]),
    table(
      [
        { label: "Person", width: 180 },
        { label: "Store", width: 130 },
        { label: "In", width: 70, align: "end" },
        { label: "", width: 212, align: "end" },
      ],
      [
        [person("Chloe Martin", "Store lead"), end("Riverside"), end("7:52"), status("On site", "mint")],
        [
          person("Ravi Patel", "Sales associate"),
          end("Market Street"),
          end("8:01"),
          status("On site · lunch", "amber"),
        ],
        [person("Jamal Reid", "Stock"), end("Station Road"), end("5:56"), status("On site · 9 h 10 m", "amber")],
        [
          person("Sofia Lind", "Sales associate"),
          end("Market Street"),
          end("8:14"),
          status("Off site · 1.2 km away", "red"),
        ],
      ],
    ),
  ],
  phone: [
    cards([
      { label: "Riverside", value: "6" },
      { label: "Market St", value: "5" },
    ]),
    table(
      [
        { label: "Person", width: 160 },
        { label: "Clock-in", width: 168, align: "end" },
      ],
      [
        [person("Chloe Martin", "Riverside · 7:52"), status("On site", "mint")],
        [person("Ravi Patel", "Market St · 8:01"), status("On site · lunch", "amber")],
        [person("Jamal Reid", "Station Rd · 5:56"), status("9 h 10 m", "amber")],
        [person("Sofia Lind", "Market St · 8:14"), status("Off site", "red")],
      ],
    ),
  ],
};
