/**
 * The phone view of each drawn product screen (docs/decisions/images.md).
 * A drawing fills half a desktop column but the whole of a phone's, some 350
 * CSS px, where its 11 to 13 unit labels would shrink to 6 or 7 px. Below
 * 640 px a picture shows its phone view instead: a window onto the drawing's
 * most telling panel, as narrow as its words allow (about 300 to 440 units of
 * a 640 unit drawing, 370 to 520 of the 1200 unit home views, whose words are
 * larger), so they read at about 9 to 14 CSS px. Where no window reads well, full-width bar
 * charts and timelines, the phone view is the same screen drawn again for one
 * narrow column, in `<name>-phone.svg` beside the drawing.
 *
 * A picture's alt text holds for both views, so a window shows what the alt
 * names. A view that opens a page weighs 12 KB or less as its 720 px AVIF, one
 * round trip on a phone (docs/decisions/images.md, "The first screen's picture").
 * `node scripts/brand/mockup-rasters.ts` renders the views' twins and
 * warns of any word a window cuts through.
 *
 * No imports: the raster script reads this module with Node alone.
 */
export interface PhoneView {
  /** The window's left and top edges and size, in the drawing's units (0 0 and its own size for a drawn view). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The view is a drawing of its own, `<name>-phone.svg`, not a window onto `<name>.svg`. */
  drawn?: true;
}

/** Phone views by drawing. */
export const phoneViews: Readonly<Record<string, PhoneView>> = {
  // Drawn again: the video poster's words and the punch board for a phone's 3:4 frame, the play button under them.
  "/mockups/video-poster.svg": { x: 0, y: 0, width: 360, height: 480, drawn: true },
  // The live punch board: its counts and three teammates with their status (the hero: kept lighter than the wide view's 720 px twin).
  "/mockups/home-hero.svg": { x: 88, y: 132, width: 516, height: 464 },
  // Priya's clock-in card.
  "/mockups/home-time-tracking.svg": { x: 24, y: 44, width: 412, height: 652 },
  // The project's name and its To do column.
  "/mockups/home-projects.svg": { x: 56, y: 50, width: 372, height: 522 },
  // Marco's leave request with the overlap warning.
  "/mockups/home-leave.svg": { x: 48, y: 584, width: 472, height: 264 },
  // Every project's hours, Monday to Thursday, and the regular and overtime totals.
  "/mockups/timesheet.svg": { x: 14, y: 12, width: 400, height: 416 },
  // To do and In progress.
  "/mockups/kanban.svg": { x: 0, y: 0, width: 384, height: 440 },
  // The month's working weeks, Monday to Friday.
  "/mockups/leave-calendar.svg": { x: 20, y: 16, width: 284, height: 322 },
  // The title and hours by project.
  "/mockups/reports.svg": { x: 18, y: 14, width: 408, height: 404 },
  // The answer and the suggested follow-up questions.
  "/mockups/ai-chat.svg": { x: 64, y: 136, width: 416, height: 264 },
  // Tasks with owners, due dates and statuses.
  "/mockups/task-list.svg": { x: 12, y: 8, width: 392, height: 396 },
  // The burnout risk card.
  "/mockups/ai-insights.svg": { x: 12, y: 214, width: 308, height: 214 },
  // The three-step request.
  "/mockups/leave-request.svg": { x: 12, y: 12, width: 300, height: 416 },
  // The usage report.
  "/mockups/leave-reports.svg": { x: 12, y: 12, width: 316, height: 404 },
  // Drawn again: the timesheet's four events, each with its person and time, and the edit's change (a window of all four weighs over 12 KB).
  "/mockups/audience-audit-trail.svg": { x: 0, y: 0, width: 384, height: 332, drawn: true },
  // The client and each project's hours.
  "/mockups/audience-client-invoice.svg": { x: 8, y: 0, width: 384, height: 388 },
  // Each client's retainer hours.
  "/mockups/audience-client-profitability.svg": { x: 8, y: 0, width: 428, height: 316 },
  // Each person's shifts, Monday to Thursday.
  "/mockups/audience-shift-roster.svg": { x: 4, y: 0, width: 398, height: 358 },
  // Drawn again: the live punch board, its three counts and each person's status (a window cuts either a count card or the clock-in column).
  "/mockups/punch-board.svg": { x: 0, y: 0, width: 360, height: 392, drawn: true },
  // Drawn again: leave types and quotas, and the holiday calendar (the header and rows run the drawing's full width).
  "/mockups/leave-policy.svg": { x: 0, y: 0, width: 360, height: 424, drawn: true },
  // Drawn again: every task's bar on a narrower timeline, with its dependencies, milestones and the today line.
  "/mockups/gantt.svg": { x: 0, y: 0, width: 360, height: 440, drawn: true },
  // Drawn again: the channel as Slack shows it on a phone, messages wrapped.
  "/mockups/slack-chat.svg": { x: 0, y: 0, width: 360, height: 370, drawn: true },
  // Drawn again: the bars and timelines run the drawing's full width.
  "/mockups/audience-time-zones.svg": { x: 0, y: 0, width: 360, height: 320, drawn: true },
  "/mockups/audience-utilisation.svg": { x: 0, y: 0, width: 360, height: 368, drawn: true },
  "/mockups/audience-volunteer-hours.svg": { x: 0, y: 0, width: 360, height: 366, drawn: true },
  // The audience scenes (scripts/brand/scene-data/): each drawn again for one narrow column.
  "/mockups/scene-startup-sprint.svg": { x: 0, y: 0, width: 360, height: 272, drawn: true },
  "/mockups/scene-startup-time-off.svg": { x: 0, y: 0, width: 360, height: 338, drawn: true },
  "/mockups/scene-small-business-payroll.svg": { x: 0, y: 0, width: 360, height: 354, drawn: true },
  "/mockups/scene-small-business-today.svg": { x: 0, y: 0, width: 360, height: 354, drawn: true },
  "/mockups/scene-remote-holidays.svg": { x: 0, y: 0, width: 360, height: 300, drawn: true },
  "/mockups/scene-freelancer-time-log.svg": { x: 0, y: 0, width: 360, height: 344, drawn: true },
  "/mockups/scene-nonprofit-volunteer-shifts.svg": { x: 0, y: 0, width: 360, height: 354, drawn: true },
  "/mockups/scene-nonprofit-programme-report.svg": { x: 0, y: 0, width: 360, height: 300, drawn: true },
  "/mockups/scene-finance-approvals.svg": { x: 0, y: 0, width: 360, height: 354, drawn: true },
  "/mockups/scene-finance-engagements.svg": { x: 0, y: 0, width: 360, height: 266, drawn: true },
  "/mockups/scene-finance-close.svg": { x: 0, y: 0, width: 360, height: 344, drawn: true },
  "/mockups/scene-agency-client-hours.svg": { x: 0, y: 0, width: 360, height: 300, drawn: true },
  "/mockups/scene-consulting-engagement-plan.svg": { x: 0, y: 0, width: 360, height: 354, drawn: true },
  "/mockups/scene-consulting-client-report.svg": { x: 0, y: 0, width: 360, height: 300, drawn: true },
  "/mockups/scene-retail-store-clock-ins.svg": { x: 0, y: 0, width: 360, height: 354, drawn: true },
  "/mockups/scene-retail-overtime.svg": { x: 0, y: 0, width: 360, height: 250, drawn: true },
  "/mockups/scene-retail-leave.svg": { x: 0, y: 0, width: 360, height: 294, drawn: true },
  "/mockups/scene-freelancer-deadlines.svg": { x: 0, y: 0, width: 360, height: 266, drawn: true },
  "/mockups/scene-consulting-week.svg": { x: 0, y: 0, width: 360, height: 354, drawn: true },
};

/** The phone view of the drawing at `src`, if it has one. */
export function phoneView(src: string): PhoneView | undefined {
  return phoneViews[src];
}
