import type { FormProblem } from "~/tools/shared/form-problem";
import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { readChoiceParam, readTextParam } from "~/tools/shared/url-state";
import { entryModes, maxPayRates, type OvertimeInputs } from "./entry";
import { weekDays } from "~/tools/shared/week";
import { overtimeDefaults, type HoursKind } from "./overtime";
import { defaultOvertimeRule, overtimeRules, type OvertimeRule } from "./split";
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
// Hours worked per day: mon_h … sun_h, beside `mode=worked` and `rule`; at an added rate N, mon_hN … beside rateN and nameN.
const workedKey = (index: number, rate = 1) => `${dayKeys[index]}_h${rate === 1 ? "" : rate}`;
const addedRates = Array.from({ length: maxPayRates - 1 }, (_, at) => at + 2);

const allKeys = [
  "mode",
  "rule",
  ...weekDays.map((_, index) => workedKey(index)),
  ...weekDays.flatMap((_, index) =>
    (["regular", "overtime", "doubleTime"] as const).map((kind) => hoursKey(index, kind)),
  ),
  ...Object.values(rateKeys),
  ...addedRates.map((number) => `rate${number}`),
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

/** Hours as typed, left out when empty. */
const typedHours = (text: string) => text.trim();

/**
 * Only the mode in use goes in, and hours by type without a `mode` key, as
 * before the second mode existed. Empty hours are left out, so a shared link
 * stays short; everything else goes as typed, so the link reads back to the
 * same messages.
 */
export function encodeOvertime(state: OvertimeState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, text: string) => {
    const value = typedHours(text);
    if (value) params.set(key, value);
  };
  if (state.mode === "worked") {
    params.set("mode", state.mode);
    params.set("rule", state.worked.rule);
    state.worked.hours.forEach((text, index) => put(workedKey(index), text));
    state.worked.rates.forEach((rate, at) => {
      const number = at + 2;
      params.set(`rate${number}`, rate.rate.trim());
      if (rate.name.trim()) params.set(`name${number}`, rate.name.trim());
      rate.hours.forEach((text, index) => put(workedKey(index, number), text));
    });
  } else {
    state.form.days.forEach((entry, index) => {
      for (const kind of ["regular", "overtime", "doubleTime"] as const) put(hoursKey(index, kind), entry[kind]);
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

/** A value from the address as it was typed there, kept short; reading it then says what is wrong, as with typing. */
const typedParam = (params: URLSearchParams, key: string, fallback = "") =>
  params.has(key) ? readTextParam(params, key, 20).trim() : fallback;

/**
 * Reads the address as the visitor would have typed it (docs/product.md#overtime-calculator):
 * hours and rates come into their fields unchanged, so a link gets the same
 * messages as typing (`rate=-25`, `mon=25`); a missing rate is its default.
 * A rule the calculator does not know is set aside with a problem to show.
 */
export function decodeOvertime(params: URLSearchParams): OvertimeState & { problems: FormProblem[] } {
  const days = weekDays.map((_, index) => ({
    regular: typedParam(params, hoursKey(index, "regular")),
    overtime: typedParam(params, hoursKey(index, "overtime")),
    doubleTime: typedParam(params, hoursKey(index, "doubleTime")),
  }));
  const rateText = (field: keyof typeof rateKeys) =>
    typedParam(params, rateKeys[field], String(overtimeDefaults[field]));
  const rule = params.get("rule");
  const known = overtimeRules.find((each) => each === rule);
  const problems: FormProblem[] =
    rule !== null && !known
      ? [
          {
            field: "rule",
            message: `This link's overtime rule, "${rule.slice(0, 40)}", is not one the calculator knows: choose one and press Calculate.`,
          },
        ]
      : [];
  return {
    // An address from before the second mode has no `mode`: hours by type.
    mode: readChoiceParam(params, "mode", entryModes, "by-type"),
    worked: {
      hours: weekDays.map((_, index) => typedParam(params, workedKey(index))),
      rule: (known ?? defaultOvertimeRule) as OvertimeRule,
      rates: addedRates
        .filter((number) => params.has(`rate${number}`))
        .map((number) => ({
          name: readTextParam(params, `name${number}`, 40).trim(),
          rate: typedParam(params, `rate${number}`),
          hours: weekDays.map((_, index) => typedParam(params, workedKey(index, number))),
        })),
    },
    form: {
      days,
      baseRate: rateText("baseRate"),
      overtimeMultiplier: rateText("overtimeMultiplier"),
      doubleTimeMultiplier: rateText("doubleTimeMultiplier"),
    },
    header: readTextParam(params, "header", reportHeaderMaxLength).trim(),
    notes: readTextParam(params, "notes", reportNotesMaxLength).trim(),
    details: decodeReportDetails(params, "week"),
    problems,
  };
}
