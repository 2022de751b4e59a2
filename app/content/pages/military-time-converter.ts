import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/military-time-converter",
  title: "Military time converter",
  description:
    "Convert standard 12-hour time to military time and back, with a full 24-hour reference chart. Free, private, no sign-up.",
  eyebrow: "Free tool",
  heading: "Military time converter",
  lead: "Turn 1:05 PM into 1305 and 2130 into 9:30 PM, instantly and privately in your browser.",
  calls: "none",
};
