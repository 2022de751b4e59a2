import { formatDay, utcDay, weekOf } from "./report-dates";
import { reportNameMaxLength } from "./report-limits";

export { formatDay, weekOf } from "./report-dates";

/**
 * Who and when a printed report is for (docs/product.md#printed-reports): the
 * first day of its period as `YYYY-MM-DD`, the employee and the approver. All
 * optional: the paper keeps a blank line to fill in by hand for each one left
 * empty.
 */
export interface ReportDetails {
  start: string;
  employee: string;
  approver: string;
}

/**
 * A weekly report (timesheet, overtime: Monday to Sunday) or a one-day one
 * (working hours). Also the period's key in the address.
 */
export type PeriodKind = "week" | "date";

/** The period in words (`Week of Mon, Nov 16, 2026 – Sun, Nov 22, 2026`, `Mon, Nov 16, 2026`), or "" without a date. */
export function periodText(start: string, kind: PeriodKind): string {
  const week = weekOf(start);
  if (!week) return "";
  if (kind === "date") return formatDay(new Date(utcDay(start)!));
  return `Week of ${formatDay(week[0]!)} – ${formatDay(week[6]!)}`;
}

/**
 * Details from an address or saved values, field by field: a date that is not
 * real and anything that is not text are left empty, names are trimmed to
 * their limit.
 */
export function readReportDetails(raw: unknown): ReportDetails {
  // Reading a property of any value but null and undefined is safe, and gives undefined when it is not there.
  const { start, employee, approver } = (raw ?? {}) as Partial<Record<keyof ReportDetails, unknown>>;
  const name = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, reportNameMaxLength) : "");
  return {
    start: typeof start === "string" && utcDay(start) !== null ? start : "",
    employee: name(employee),
    approver: name(approver),
  };
}

export const emptyReportDetails = (): ReportDetails => readReportDetails(null);

/** Adds the details to a shared address (`week=2026-11-16&employee=…&approver=…`), leaving out empty ones. */
export function encodeReportDetails(params: URLSearchParams, details: ReportDetails, kind: PeriodKind): void {
  const clean = readReportDetails(details);
  if (clean.start) params.set(kind, clean.start);
  if (clean.employee) params.set("employee", clean.employee);
  if (clean.approver) params.set("approver", clean.approver);
}

export const decodeReportDetails = (params: URLSearchParams, kind: PeriodKind): ReportDetails =>
  readReportDetails({ start: params.get(kind), employee: params.get("employee"), approver: params.get("approver") });

/** The text the printed frame shows for the details (see print.ts). */
export function printedDetails(details: ReportDetails, kind: PeriodKind) {
  const { start, employee, approver } = readReportDetails(details);
  return { period: periodText(start, kind), employee, approver };
}
