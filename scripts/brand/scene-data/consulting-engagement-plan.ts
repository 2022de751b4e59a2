import { cards, table } from "../scene-kit.ts";
import { person, status, type SceneBody } from "./parts.ts";

/** Consulting: one engagement's plan, phase by phase. */
export const consultingEngagementPlan: SceneBody = {
  wide: [
    cards([
      { label: "Budget", value: "320 h" },
      { label: "Used", value: "188 h" },
      { label: "Forecast", value: "306 h", note: "on budget" },
    ]),
    table(
      [
        { label: "Phase", width: 236 },
        { label: "Progress", width: 160 },
        { label: "Milestone", width: 196, align: "end" },
      ],
      [
        [
          person("Discovery interviews", "Nadia Rahman"),
          { text: "Done", bar: { share: 1, tone: "mint" } },
          status("Findings memo", "mint"),
        ],
        [
          person("Current-state mapping", "Owen Price"),
          { text: "70%", bar: { share: 0.7, tone: "brand" } },
          status("Workshop · week 5", "blue"),
        ],
        [
          person("Options and business case", "Nadia Rahman"),
          { text: "20%", bar: { share: 0.2, tone: "brand" } },
          status("Steering committee", "grey"),
        ],
        [
          person("Roadmap and handover", "Whole team"),
          { text: "Starts week 8", bar: { share: 0, tone: "grey" } },
          status("Final report", "grey"),
        ],
      ],
    ),
  ],
  phone: [
    cards([
      { label: "Used", value: "188 h", note: "of 320" },
      { label: "Forecast", value: "306 h" },
    ]),
    table(
      [
        { label: "Phase", width: 188 },
        { label: "Progress", width: 140 },
      ],
      [
        [person("Discovery", "Findings memo"), { text: "Done", bar: { share: 1, tone: "mint" } }],
        [person("Current state", "Workshop · week 5"), { text: "70%", bar: { share: 0.7, tone: "brand" } }],
        [person("Business case", "Steering committee"), { text: "20%", bar: { share: 0.2, tone: "brand" } }],
        [person("Roadmap", "Final report"), { text: "Week 8", bar: { share: 0, tone: "grey" } }],
      ],
    ),
  ],
};
