import { numberOrNull } from "~/tools/shared/numbers";
import { readChoiceParam, readNumberParam, readTextParam, readTimeParam } from "~/tools/shared/url-state";
import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { decodeReportDetails, encodeReportDetails } from "~/tools/shared/report-details";
import { weekDays } from "~/tools/shared/week";
import { maxBreakMinutes, maxShiftsPerDay, payPeriods, roundTimeChoices, type PayPeriod, type Shift } from "./hours";
import { differentialKinds, maxDifferentials, payDefaults, payRules } from "./pay-settings";
import { payLimits } from "./payment";
import { emptyTimesheetForm, payFields, periodEntries, type PayField, type TimesheetForm } from "./timesheet";

// mon_from, mon_to, mon_break … sun_break for the first week (as before pay periods), w2mon_from … for
// the next; a day's later shifts add their number (mon_from2, mon_to2); then the options.
const dayKey = (index: number) => {
  const day = weekDays[index % 7]!.slice(0, 3).toLowerCase();
  return index < 7 ? day : `w${Math.floor(index / 7) + 1}${day}`;
};
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
  if (form.period !== 1) params.set("period", String(form.period));
  periodEntries(form).forEach((entry, index) => {
    const day = dayKey(index);
    if (entry.from) params.set(`${day}_from`, entry.from);
    if (entry.to) params.set(`${day}_to`, entry.to);
    entry.moreShifts.forEach((shift, at) => {
      // Empty shifts in between keep their place, so shift 3 stays shift 3.
      if (shift.from || shift.to || entry.moreShifts.slice(at + 1).some((later) => later.from || later.to)) {
        params.set(`${day}_from${at + 2}`, shift.from);
        params.set(`${day}_to${at + 2}`, shift.to);
      }
    });
    // A typed 0 travels too: it says no break was taken, so the meal rule does not stand in.
    const minutes = numberOrNull(entry.break);
    if (minutes !== null && minutes >= 0) params.set(`${day}_break`, String(minutes));
  });
  if (form.roundTime !== "none") params.set("round", form.roundTime);
  if (form.meal.on) {
    params.set("meal", form.meal.minutes.trim());
    params.set("meal_after", form.meal.afterHours.trim());
  }
  if (form.includePayment) {
    params.set("pay", "1");
    params.set("type", form.payment.overtimeType);
    for (const field of payFields) params.set(payKeys[field], form.payment[field].trim());
    form.payment.differentials.forEach((differential, index) => {
      const key = `diff${index + 1}`;
      params.set(`${key}_from`, differential.from);
      params.set(`${key}_to`, differential.to);
      params.set(`${key}_amount`, differential.amount.trim());
      params.set(`${key}_per`, differential.per);
    });
  }
  if (form.showBlankDays) params.set("blank", "1");
  if (form.header.trim()) params.set("header", form.header.trim());
  if (form.notes.trim()) params.set("notes", form.notes.trim());
  encodeReportDetails(params, form.details, "week");
  return params;
}

/** What a field of the address holds, as typed there: reading the sheet then says what is wrong with it, as it would with typing. */
const typedParam = (params: URLSearchParams, key: string) => readTextParam(params, key, 20).trim();

/**
 * Reads the address forgivingly: bad times are dropped, numbers clamped, unknown choices fall back to the
 * defaults. The meal rule and the differentials come as typed, so a bad one gets the message typing would.
 */
export function decodeTimesheet(params: URLSearchParams): TimesheetForm {
  const form = emptyTimesheetForm();
  form.period = Number(readChoiceParam(params, "period", payPeriods.map(String), "1")) as PayPeriod;
  form.entries = Array.from({ length: form.period * 7 }, (_, index) => {
    const day = dayKey(index);
    // 0 is kept (no break taken); a negative or unreadable break is left empty.
    const minutes = numberOrNull(params.get(`${day}_break`) ?? "");
    const moreShifts: Shift[] = [];
    for (let number = 2; number <= maxShiftsPerDay; number++) {
      if (params.has(`${day}_from${number}`) || params.has(`${day}_to${number}`)) {
        while (moreShifts.length < number - 2) moreShifts.push({ from: "", to: "" });
        moreShifts.push({
          from: readTimeParam(params, `${day}_from${number}`),
          to: readTimeParam(params, `${day}_to${number}`),
        });
      }
    }
    return {
      from: readTimeParam(params, `${day}_from`),
      to: readTimeParam(params, `${day}_to`),
      break: minutes !== null && minutes >= 0 ? String(Math.min(minutes, maxBreakMinutes)) : "",
      moreShifts,
    };
  });
  form.roundTime = readChoiceParam(params, "round", roundTimeChoices, "none");
  if (params.has("meal")) {
    form.meal = { on: true, minutes: typedParam(params, "meal"), afterHours: typedParam(params, "meal_after") };
  }
  form.includePayment = params.get("pay") === "1";
  form.showBlankDays = params.get("blank") === "1";
  form.payment.overtimeType = readChoiceParam(params, "type", payRules, payDefaults.overtimeType);
  for (const field of payFields) {
    const value = readNumberParam(params, payKeys[field], { ...payLimits[field], fallback: payDefaults[field] });
    form.payment[field] = String(value);
  }
  for (let number = 1; number <= maxDifferentials && params.has(`diff${number}_from`); number++) {
    const key = `diff${number}`;
    form.payment.differentials.push({
      from: readTimeParam(params, `${key}_from`),
      to: readTimeParam(params, `${key}_to`),
      amount: typedParam(params, `${key}_amount`),
      per: readChoiceParam(params, `${key}_per`, differentialKinds, "hour"),
    });
  }
  form.header = readTextParam(params, "header", reportHeaderMaxLength).trim();
  form.notes = readTextParam(params, "notes", reportNotesMaxLength).trim();
  form.details = decodeReportDetails(params, "week");
  return form;
}
