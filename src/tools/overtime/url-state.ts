import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { readNumberParam, readTextParam } from "~/tools/shared/url-state";
import { overtimeDefaults, overtimeLimits, weekDays, type HoursKind, type OvertimeForm } from "./overtime";

/** What the address holds: the form plus the report's header and notes. */
export interface OvertimeState {
  form: OvertimeForm;
  header: string;
  notes: string;
}

// mon, mon_ot, mon_dt … sun_dt: short, readable and stable.
const dayKeys = weekDays.map((day) => day.slice(0, 3).toLowerCase());
const kindSuffix: Record<HoursKind, string> = { regular: "", overtime: "_ot", doubleTime: "_dt" };
const hoursKey = (index: number, kind: HoursKind) => `${dayKeys[index]}${kindSuffix[kind]}`;
const rateKeys = { baseRate: "rate", overtimeMultiplier: "ot", doubleTimeMultiplier: "dt" } as const;

const allKeys = [
  ...weekDays.flatMap((_, index) =>
    (["regular", "overtime", "doubleTime"] as const).map((kind) => hoursKey(index, kind)),
  ),
  ...Object.values(rateKeys),
  "header",
  "notes",
];

/** Whether the address carries any of this tool's inputs. */
export function hasOvertimeParams(params: URLSearchParams): boolean {
  return allKeys.some((key) => params.has(key));
}

/** Empty or zero hours are left out, so a shared link stays short. */
export function encodeOvertime(state: OvertimeState): URLSearchParams {
  const params = new URLSearchParams();
  state.form.days.forEach((entry, index) => {
    for (const kind of ["regular", "overtime", "doubleTime"] as const) {
      const value = Number(entry[kind].trim());
      if (entry[kind].trim() !== "" && Number.isFinite(value) && value > 0)
        params.set(hoursKey(index, kind), String(value));
    }
  });
  params.set(rateKeys.baseRate, state.form.baseRate.trim());
  params.set(rateKeys.overtimeMultiplier, state.form.overtimeMultiplier.trim());
  params.set(rateKeys.doubleTimeMultiplier, state.form.doubleTimeMultiplier.trim());
  if (state.header.trim()) params.set("header", state.header.trim());
  if (state.notes.trim()) params.set("notes", state.notes.trim());
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
  return {
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
  };
}
