/**
 * The audience scenes' bodies: each scene drawn once for wide screens (640
 * units) and once for phones (360 units). People, places and clients are
 * invented and ordinary; figures add up. No body carries a date: days are
 * weekdays or working days, and the month and year sit in the header the page
 * draws from the build date (the audience pages' documents in content/dataset.ndjson
 * have the headers). One module a scene, named after it; this lists them in order.
 */
import { startupSprint } from "./startup-sprint.ts";
import { startupTimeOff } from "./startup-time-off.ts";
import { smallBusinessPayroll } from "./small-business-payroll.ts";
import { smallBusinessToday } from "./small-business-today.ts";
import { remoteHolidays } from "./remote-holidays.ts";
import { freelancerTimeLog } from "./freelancer-time-log.ts";
import { nonprofitVolunteerShifts } from "./nonprofit-volunteer-shifts.ts";
import { nonprofitProgrammeReport } from "./nonprofit-programme-report.ts";
import { financeApprovals } from "./finance-approvals.ts";
import { financeEngagements } from "./finance-engagements.ts";
import { financeClose } from "./finance-close.ts";
import { agencyClientHours } from "./agency-client-hours.ts";
import { consultingEngagementPlan } from "./consulting-engagement-plan.ts";
import { consultingClientReport } from "./consulting-client-report.ts";
import { retailStoreClockIns } from "./retail-store-clock-ins.ts";
import { retailOvertime } from "./retail-overtime.ts";
import { retailLeave } from "./retail-leave.ts";
import { freelancerDeadlines } from "./freelancer-deadlines.ts";
import { consultingWeek } from "./consulting-week.ts";
import type { SceneBody } from "./parts.ts";

export const sceneBodies: Record<string, SceneBody> = {
  "startup-sprint": startupSprint,
  "startup-time-off": startupTimeOff,
  "small-business-payroll": smallBusinessPayroll,
  "small-business-today": smallBusinessToday,
  "remote-holidays": remoteHolidays,
  "freelancer-time-log": freelancerTimeLog,
  "nonprofit-volunteer-shifts": nonprofitVolunteerShifts,
  "nonprofit-programme-report": nonprofitProgrammeReport,
  "finance-approvals": financeApprovals,
  "finance-engagements": financeEngagements,
  "finance-close": financeClose,
  "agency-client-hours": agencyClientHours,
  "consulting-engagement-plan": consultingEngagementPlan,
  "consulting-client-report": consultingClientReport,
  "retail-store-clock-ins": retailStoreClockIns,
  "retail-overtime": retailOvertime,
  "retail-leave": retailLeave,
  "freelancer-deadlines": freelancerDeadlines,
  "consulting-week": consultingWeek,
};
