import { chips, note, table } from "../scene-kit.ts";
import { person, status, end, type SceneBody } from "./parts.ts";

/** Remote teams: public holidays by region, with cover for each. */
export const remoteHolidays: SceneBody = {
  wide: [
    table(
      [
        { label: "Region", width: 170 },
        { label: "Holiday", width: 150 },
        { label: "Off", width: 120 },
        { label: "Hand-off to", width: 152, align: "end" },
      ],
      [
        [
          person("Berlin", "Germany · 3 people"),
          end("Public holiday", { sub: "in 6 days" }),
          end("Jonas, Lea"),
          status("Ana · Lisbon", "mint"),
        ],
        [
          person("Pune", "India · 4 people"),
          end("Regional holiday", { sub: "in 11 days" }),
          end("Priya, Arjun"),
          status("Mei · Singapore", "mint"),
        ],
        [
          person("Manila", "Philippines · 2 people"),
          end("Public holiday", { sub: "in 18 days" }),
          end("Carla"),
          status("Needs cover", "amber"),
        ],
        [
          person("Austin", "United States · 3 people"),
          end("Federal holiday", { sub: "in 4 weeks" }),
          end("Whole office"),
          status("Berlin covers", "mint"),
        ],
      ],
    ),
    chips([
      ["5 regional calendars", "grey"],
      ["1 hand-off to plan", "amber"],
    ]),
  ],
  phone: [
    table(
      [
        { label: "Region", width: 176 },
        { label: "Hand-off", width: 152, align: "end" },
      ],
      [
        [person("Berlin", "Public holiday · in 6 days"), status("Ana, Lisbon", "mint")],
        [person("Pune", "Regional · in 11 days"), status("Mei, Singapore", "mint")],
        [person("Manila", "Public holiday · in 18 days"), status("Needs cover", "amber")],
        [person("Austin", "Federal · in 4 weeks"), status("Berlin covers", "mint")],
      ],
    ),
    note("5 regional calendars · 1 hand-off to plan"),
  ],
};
