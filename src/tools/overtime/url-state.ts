import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { readChoiceParam, readNumberParam, readTextParam } from "~/tools/shared/url-state";
import { entryModes, type OvertimeInputs } from "./entry";
import { weekDays } from "~/tools/shared/week";
import { overtimeDefaults, overtimeLimits, type HoursKind } from "./overtime";
import { defaultOvertimeRule, overtimeRules } from "./split";
import { decodeReportDetails, encodeReportDetails, type ReportDetails } from "~/tools/shared/report-details";

/** What the address holds: the inputs plus the report's header and notes. */
export interface OvertimeState extends OvertimeInputs {
  header: string;
  notes: string;
  details: ReportDetails;
}

// mon, mon_ot, mon_dt … sun_dt: short, readable and stable.
const dayKeys = weekDays.map((day) => day.slice(0, 3).toLowerCase());
const kindSuffix: Record<HoursKind, string> = { regular: "", overtime: "_ot", doubleTime: "_dt" };
const hoursKey = (index: number, kind: HoursKind) => `${dayKeys[index]}${kindSuffix[kind]}`;
const rateKeys = { baseRate: "rate", overtimeMultiplier: "ot", doubleTimeMultiplier: "dt" } as const;
// Hours worked per day: mon_h … sun_h, beside `mode=worked` and `rule`.
const workedKey = (index: number) => `${dayKeys[index]}_h`;

const allKeys = [
  "mode",
  "rule",
  ...weekDays.map((_, index) => workedKey(index)),
  ...weekDays.flatMap((_, index) =>
    (["regular", "overtime", "doubleTime"] as const).map((kind) => hoursKey(index, kind)),
  ),
  ...Object.values(rateKeys),
  "header",
  "notes",
  "week",
  "employee",
  "approver",
];

/** Whether the address carries any of this tool's inputs. */
export function hasOvertimeParams(params: URLSearchParams): boolean {
  return allKeys.some((key) => params.has(key));
}

const positive = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(value) && value > 0 ? String(value) : null;
};

/**
 * Only the mode in use goes in, and hours by type without a `mode` key, as
 * before the second mode existed. Empty or zero hours are left out, so a
 * shared link stays short.
 */
export function encodeOvertime(state: OvertimeState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.mode === "worked") {
    params.set("mode", state.mode);
    params.set("rule", state.worked.rule);
    state.worked.hours.forEach((text, index) => {
      const value = positive(text);
      if (value) params.set(workedKey(index), value);
    });
  } else {
    state.form.days.forEach((entry, index) => {
      for (const kind of ["regular", "overtime", "doubleTime"] as const) {
        const value = positive(entry[kind]);
        if (value) params.set(hoursKey(index, kind), value);
      }
    });
  }
  params.set(rateKeys.baseRate, state.form.baseRate.trim());
  params.set(rateKeys.overtimeMultiplier, state.form.overtimeMultiplier.trim());
  params.set(rateKeys.doubleTimeMultiplier, state.form.doubleTimeMultiplier.trim());
  if (state.header.trim()) params.set("header", state.header.trim());
  if (state.notes.trim()) params.set("notes", state.notes.trim());
  encodeReportDetails(params, state.details, "week");
  return params;
}

/**
 * Reads the address forgivingly: every value is clamped into range, a day
 * never adds up to more than 24 hours, and anything unreadable falls back to
 * empty hours or the default rates.
 */
export function decodeOvertime(params: URLSearchParams): OvertimeState {
  const days = weekDays.map((_, index) => {
    let left: number = overtimeLimits.hoursPerDay;
    const read = (kind: HoursKind) => {
      const value = readNumberParam(params, hoursKey(index, kind), { min: 0, max: left, fallback: 0 });
      left -= value;
      return value > 0 ? String(value) : "";
    };
    return { regular: read("regular"), overtime: read("overtime"), doubleTime: read("doubleTime") };
  });
  const rate = (key: string, min: number, max: number, fallback: number) =>
    String(readNumberParam(params, key, { min, max, fallback }));
  const worked = weekDays.map((_, index) => {
    const value = readNumberParam(params, workedKey(index), { min: 0, max: overtimeLimits.hoursPerDay, fallback: 0 });
    return value > 0 ? String(value) : "";
  });
  return {
    // An address from before the second mode has no `mode`: hours by type.
    mode: readChoiceParam(params, "mode", entryModes, "by-type"),
    worked: { hours: worked, rule: readChoiceParam(params, "rule", overtimeRules, defaultOvertimeRule) },
    form: {
      days,
      baseRate: rate(rateKeys.baseRate, 0, overtimeLimits.baseRate, overtimeDefaults.baseRate),
      overtimeMultiplier: rate(
        rateKeys.overtimeMultiplier,
        1,
        overtimeLimits.multiplier,
        overtimeDefaults.overtimeMultiplier,
      ),
      doubleTimeMultiplier: rate(
        rateKeys.doubleTimeMultiplier,
        1,
        overtimeLimits.multiplier,
        overtimeDefaults.doubleTimeMultiplier,
      ),
    },
    header: readTextParam(params, "header", reportHeaderMaxLength).trim(),
    notes: readTextParam(params, "notes", reportNotesMaxLength).trim(),
    details: decodeReportDetails(params, "week"),
  };
}
