/**
 * The drawn scenes of the audience pages, one page each: what a page's words
 * describe, drawn in the mockups' style (scripts/brand/scene-data.ts draws the
 * bodies). Each header carries the build's month and year, so the pictures of a
 * page share one "today" with each other and with the footer. People, stores
 * and clients are invented and ordinary.
 */
import type { SceneHeader, Visual } from "../marketing";

/** A scene body in public/mockups at the size its file declares (the content lint checks they agree). */
function scene(name: string, height: number, header: SceneHeader, alt: string): Visual {
  return { src: `/mockups/scene-${name}.svg`, alt, width: 640, height, header };
}

export const audienceScenes = {
  startupSprint: scene(
    "startup-sprint",
    272,
    { title: "Sprint board", dated: "Product team · {month} {year}" },
    "A sprint board with tasks In progress and in Review, each with its owner, hours logged and a label; wider screens also show the To do column",
  ),
  startupTimeOff: scene(
    "startup-time-off",
    338,
    { title: "Time off", dated: "9 teammates · {month} {year}" },
    "Time off for a nine-person team: two away this week, three requests with their status, and a warning that two people would be away on the same Friday",
  ),
  smallBusinessPayroll: scene(
    "small-business-payroll",
    388,
    { title: "Pay period · Harbour Bakery", dated: "1–15 {month} {year}" },
    "A bakery's pay period ready for payroll: regular and overtime hours for four employees, three approved and one to review; wider screens also show break time",
  ),
  smallBusinessToday: scene(
    "small-business-today",
    388,
    { title: "Today at the bakery", dated: "{month} {year}" },
    "Today's punch board for a small bakery: one person working, one on a break, one at lunch and one clocked out, with clock-in times and hours so far",
  ),
  remoteHolidays: scene(
    "remote-holidays",
    310,
    { title: "Holidays by region", dated: "Next 8 weeks from {month} {year}" },
    "Upcoming public holidays for offices in Berlin, Pune, Manila and Austin, with who is off and who takes each hand-off; one hand-off still needs cover",
  ),
  freelancerTimeLog: scene(
    "freelancer-time-log",
    344,
    { title: "Time log · this week", dated: "{month} {year}" },
    "A freelancer's time log with a running timer and this week's entries for three clients, each marked billable, and admin time kept non-billable",
  ),
  nonprofitVolunteerShifts: scene(
    "nonprofit-volunteer-shifts",
    354,
    { title: "Volunteer shifts · Food bank", dated: "{month} {year}" },
    "Today's volunteer shifts at a food bank: sorting, parcel packing, distribution and home deliveries, with volunteers signed up against places and the spots still open",
  ),
  nonprofitProgrammeReport: scene(
    "nonprofit-programme-report",
    300,
    { title: "Hours by programme", dated: "{quarter} {year} · funder reports" },
    "Staff and volunteer hours for each programme this quarter, with the grant behind it and whether its funder report is due or sent: 412 hours for adult literacy, 268 for the youth reading club",
  ),
  financeApprovals: scene(
    "finance-approvals",
    388,
    { title: "Timesheet approvals", dated: "{month} {year}" },
    "The period's timesheet approvals: fifteen of eighteen approved, one sent back with changes asked and one waiting for review; wider screens also show billable hours and reviewers",
  ),
  financeEngagements: scene(
    "finance-engagements",
    300,
    { title: "Billable time by engagement", dated: "{month} {year}" },
    "Billable and non-billable hours for four client engagements against their budgets, with one engagement 2.5 hours over budget",
  ),
  financeClose: scene(
    "finance-close",
    344,
    { title: "Quarter-end close", dated: "{quarter} {year}" },
    "A quarter-end close calendar: reconciliations, accruals, intercompany matching and management accounts by working day, with leave blocked from two days before to the fifth working day",
  ),
  agencyClientHours: scene(
    "agency-client-hours",
    300,
    { title: "Billable hours by client", dated: "{month} {year} · month to date" },
    "Billable hours by client this month against each retainer, with Kestrel Outdoor 11 hours over its retainer by day 24; wider screens also show non-billable hours",
  ),
  consultingEngagementPlan: scene(
    "consulting-engagement-plan",
    354,
    { title: "Engagement plan", dated: "Supply chain review · {quarter} {year}" },
    "An engagement plan: hours used and forecast against a 320-hour budget, and four phases with their progress and milestones",
  ),
  consultingClientReport: scene(
    "consulting-client-report",
    300,
    { title: "Client report", dated: "{month} {year}" },
    "The client report behind an invoice: each invoice line with its time entries, hours and amount, 104.5 hours in all",
  ),
  retailStoreClockIns: scene(
    "retail-store-clock-ins",
    354,
    { title: "Clock-ins · all stores", dated: "{month} {year}" },
    "Clock-ins across three stores, each checked against the store's location: three on site and one clock-in flagged as off site",
  ),
  retailOvertime: scene(
    "retail-overtime",
    250,
    { title: "Overtime by store · this week", dated: "{month} {year}" },
    "Hours worked against the rota for three stores this week, with the overtime already building at two of them",
  ),
  retailLeave: scene(
    "retail-leave",
    294,
    { title: "Leave requests · Riverside", dated: "{month} {year}" },
    "Leave requests for one store checked against the rota: one covered and ready to approve, one flagged for falling in the stocktake blackout, and an approved shift swap",
  ),
  freelancerDeadlines: scene(
    "freelancer-deadlines",
    300,
    { title: "Due soon · all clients", dated: "{month} {year}" },
    "Upcoming deadlines across three clients, from final files due today with a reminder to next week's blog post; wider screens also show each task's status",
  ),
  consultingWeek: scene(
    "consulting-week",
    354,
    { title: "Timesheet · Owen Price", dated: "This week · {month} {year}" },
    "One consultant's week: hours per engagement each day, 36 billable and 4 non-billable hours, 90% utilisation against a 75% target",
  ),
} satisfies Record<string, Visual>;
