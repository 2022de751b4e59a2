import { board, note } from "../scene-kit.ts";
import { type SceneBody } from "./parts.ts";

/** Startups: the sprint on a board. */
export const startupSprint: SceneBody = {
  wide: [
    board([
      {
        title: "To do",
        cards: [
          { title: "Pricing page copy", detail: "Omar · due Thu", chip: ["Marketing", "grey"] },
          { title: "Onboarding checklist", detail: "Lina · due Fri", chip: ["Design", "blue"] },
        ],
      },
      {
        title: "In progress",
        cards: [
          { title: "Stripe webhooks", detail: "Dev · 6 h 30 m logged", chip: ["Backend", "mint"] },
          { title: "Push notifications", detail: "Mei · 3 h logged", chip: ["Mobile", "mint"] },
        ],
      },
      {
        title: "Review",
        cards: [
          { title: "Team invites", detail: "Sam · ready to ship", chip: ["QA", "amber"] },
          { title: "Usage dashboard", detail: "Lina · 2 comments", chip: ["Design", "blue"] },
        ],
      },
    ]),
    note("6 tasks this sprint · 2 due this week · 9 h 30 m logged so far"),
  ],
  phone: [
    board([
      {
        title: "In progress",
        cards: [
          { title: "Stripe webhooks", detail: "Dev · 6 h 30 m", chip: ["Backend", "mint"] },
          { title: "Push alerts", detail: "Mei · 3 h", chip: ["Mobile", "mint"] },
        ],
      },
      {
        title: "Review",
        cards: [
          { title: "Team invites", detail: "Sam · ready", chip: ["QA", "amber"] },
          { title: "Usage charts", detail: "Lina · 2 notes", chip: ["Design", "blue"] },
        ],
      },
    ]),
    note("6 tasks this sprint · 2 due this week"),
  ],
};
