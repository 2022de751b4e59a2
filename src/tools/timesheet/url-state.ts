import { readChoiceParam, readNumberParam, readTextParam, readTimeParam } from "~/tools/shared/url-state";
import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { decodeReportDetails, encodeReportDetails } from "~/tools/shared/report-details";
import { weekDays } from "~/tools/shared/week";
import {
  emptyTimesheetForm,
  maxBreakMinutes,
  overtimeRules,
  payDefaults,
  payFields,
  payLimits,
  roundTimeChoices,
  type PayField,
  type TimesheetForm,
} from "./timesheet";

// mon_from, mon_to, mon_break … sun_break, then the options.
const dayKeys = weekDays.map((day) => day.slice(0, 3).toLowerCase());
const payKeys: Record<PayField, string> = {
  basePay: "rate",
  maxHoursPerDay: "maxday",
  maxHoursPerWeek: "maxweek",
  overtimeAfterDay: "otday",
  overtimeAfterWeek: "otweek",
  multiplier: "mult",
};

/**
 * The address holds a timesheet when reading it gives anything but a first
 * visit's sheet (a mistyped or default value alone does not count).
 */
export function hasTimesheetParams(params: URLSearchParams): boolean {
  return encodeTimesheet(decodeTimesheet(params)).toString() !== "";
}

/** Empty rows and unused options are left out, so a shared link stays short. */
export function encodeTimesheet(form: TimesheetForm): URLSearchParams {
  const params = new URLSearchParams();
  form.entries.forEach((entry, index) => {
    const day = dayKeys[index];
    if (entry.from) params.set(`${day}_from`, entry.from);
    if (entry.to) params.set(`${day}_to`, entry.to);
    const minutes = Number(entry.break.trim());
    if (entry.break.trim() !== "" && Number.isFinite(minutes) && minutes > 0)
      params.set(`${day}_break`, String(minutes));
  });
  if (form.roundTime !== "none") params.set("round", form.roundTime);
  if (form.includePayment) {
    params.set("pay", "1");
    params.set("type", form.payment.overtimeType);
    for (const field of payFields) params.set(payKeys[field], form.payment[field].trim());
  }
  if (form.showBlankDays) params.set("blank", "1");
  if (form.header.trim()) params.set("header", form.header.trim());
  if (form.notes.trim()) params.set("notes", form.notes.trim());
  encodeReportDetails(params, form.details, "week");
  return params;
}

/** Reads the address forgivingly: bad times are dropped, numbers clamped, unknown choices fall back to the defaults. */
export function decodeTimesheet(params: URLSearchParams): TimesheetForm {
  const form = emptyTimesheetForm();
  form.entries = dayKeys.map((day) => {
    const minutes = readNumberParam(params, `${day}_break`, { min: 0, max: maxBreakMinutes, fallback: 0 });
    return {
      from: readTimeParam(params, `${day}_from`),
      to: readTimeParam(params, `${day}_to`),
      break: minutes > 0 ? String(minutes) : "",
    };
  });
  form.roundTime = readChoiceParam(params, "round", roundTimeChoices, "none");
  form.includePayment = params.get("pay") === "1";
  form.showBlankDays = params.get("blank") === "1";
  form.payment.overtimeType = readChoiceParam(params, "type", overtimeRules, payDefaults.overtimeType);
  for (const field of payFields) {
    const value = readNumberParam(params, payKeys[field], { ...payLimits[field], fallback: payDefaults[field] });
    form.payment[field] = String(value);
  }
  form.header = readTextParam(params, "header", reportHeaderMaxLength).trim();
  form.notes = readTextParam(params, "notes", reportNotesMaxLength).trim();
  form.details = decodeReportDetails(params, "week");
  return form;
}
