import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { readReportDetails, type ReportDetails } from "~/tools/shared/report-details";
import { readStored, removeStored, writeStored, type StorageResult } from "~/tools/shared/storage";
import { savedValuesKey } from "./saved-key";
import { numberOrNull } from "~/tools/shared/numbers";
import { isClockTime } from "~/tools/shared/time";
import { weekDays, type WeekDay } from "~/tools/shared/week";
import {
  emptyEntry,
  maxBreakMinutes,
  maxShiftsPerDay,
  payPeriods,
  roundTimeChoices,
  type PayPeriod,
  type RoundTime,
  type Shift,
  type TimeEntry,
} from "./hours";
import { differentialKinds, maxDifferentials, payRules } from "./pay-settings";
import {
  emptyMealForm,
  paymentForm,
  payFields,
  periodEntries,
  type DifferentialForm,
  type MealForm,
  type PaymentForm,
  type TimesheetForm,
} from "./timesheet";

/**
 * One stored day. `week` (from 1) and `shifts` (the day's later shifts) are
 * left out when they add nothing, so a one-week sheet of single shifts is
 * stored exactly as before pay periods.
 */
interface SavedEntry {
  day: WeekDay;
  week?: number;
  from: string;
  to: string;
  break: number | "";
  shifts?: Shift[];
}

/**
 * Reading and writing the timesheet's sheets in this browser
 * (docs/product.md#timesheet-generator). Loaded with the results (deferred.ts):
 * the page asks for them at once when this browser holds saved sheets (saved-key.ts).
 */

/**
 * What is stored: the period and its days, the rounding, and the report's
 * header, notes and details; and, each only when it says something a first
 * visit's sheet does not, the meal rule, the payment settings as typed and
 * "show blank days". A team's period keeps its other employees' sheets in
 * `moreEmployees`, the one in view as `currentEmployee`, and the address the
 * tool last wrote as `query` (see fromSavedTeam).
 */
export interface SavedValues extends SavedSheet {
  /** Workweeks in the pay period; left out for one week. */
  payPeriod?: PayPeriod;
  reportHeader: string;
  reportNotes: string;
  reportDetails: ReportDetails;
  showBlankDays?: true;
  moreEmployees?: SavedSheet[];
  currentEmployee?: number;
  query?: string;
}

/** One employee's sheet as stored: the fields that are each employee's own. */
interface SavedSheet {
  timeEntries: SavedEntry[];
  roundTime: RoundTime;
  meal?: MealForm;
  includePayment?: true;
  payment?: PaymentForm;
  employee?: string;
}

export type SavedFields = Pick<TimesheetForm, "period" | "entries" | "roundTime" | "header" | "notes" | "details"> &
  Partial<Pick<TimesheetForm, "meal" | "includePayment" | "payment" | "showBlankDays">>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const readTime = (value: unknown) => (isClockTime(value) ? value : "");

function readBreak(value: unknown): string {
  const minutes = typeof value === "number" ? value : typeof value === "string" ? numberOrNull(value) : null;
  return minutes !== null && Number.isFinite(minutes) && minutes >= 0 && minutes <= maxBreakMinutes
    ? String(minutes)
    : "";
}

const longestPeriod = payPeriods.at(-1)! * 7;

function readShifts(value: unknown): Shift[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, maxShiftsPerDay - 1)
    .map((shift: unknown) => (isRecord(shift) ? { from: readTime(shift.from), to: readTime(shift.to) } : null))
    .filter((shift) => shift !== null);
}

function readEntries(value: unknown): TimeEntry[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > longestPeriod) return undefined;
  const entries = Array.from({ length: longestPeriod }, emptyEntry);
  let weeks = 1;
  let usable = false;
  value.forEach((item: unknown, index) => {
    if (!isRecord(item)) return;
    // Rows name their day (and their week, past the first); an older list without names is read in order.
    const day = item.day === undefined ? index % 7 : weekDays.indexOf(item.day as WeekDay);
    const week = item.day === undefined ? Math.floor(index / 7) : item.week === undefined ? 0 : Number(item.week) - 1;
    if (day < 0 || !Number.isInteger(week) || week < 0 || week * 7 >= longestPeriod) return;
    entries[week * 7 + day] = {
      from: readTime(item.from),
      to: readTime(item.to),
      break: readBreak(item.break),
      moreShifts: readShifts(item.shifts),
    };
    weeks = Math.max(weeks, week + 1);
    usable = true;
  });
  return usable ? entries.slice(0, weeks * 7) : undefined;
}

const readPeriod = (value: unknown): PayPeriod | undefined => payPeriods.find((period) => period === value);

function readRoundTime(value: unknown): RoundTime | undefined {
  if (value === 15 || value === 30) return String(value) as RoundTime;
  if (value === 0 || value === null) return "none";
  return roundTimeChoices.find((choice) => choice === value);
}

const readText = (value: unknown, maxLength: number) =>
  typeof value === "string" ? value.slice(0, maxLength) : undefined;

/** A number field as typed: text, kept short. */
const readTyped = (value: unknown, fallback: string) => readText(value, 20) ?? fallback;

function readMeal(value: unknown): MealForm | undefined {
  if (!isRecord(value)) return undefined;
  const empty = emptyMealForm();
  return {
    on: value.on === true,
    minutes: readTyped(value.minutes, empty.minutes),
    afterHours: readTyped(value.afterHours, empty.afterHours),
  };
}

/** One employee's own fields, checked field by field. */
function readSheetFields(raw: Record<string, unknown>): Partial<SavedFields> {
  const fields: Partial<SavedFields> = {};
  const entries = readEntries(raw.timeEntries);
  if (entries) fields.entries = entries;
  const roundTime = readRoundTime(raw.roundTime);
  if (roundTime) fields.roundTime = roundTime;
  const meal = readMeal(raw.meal);
  if (meal) fields.meal = meal;
  if (raw.includePayment === true) fields.includePayment = true;
  const payment = readSavedPayment(raw.payment);
  if (payment) fields.payment = payment;
  return fields;
}

/**
 * Stored values, checked field by field: anything missing, outdated or
 * corrupt is left out, and null means there is nothing usable at all.
 */
export function fromSavedValues(raw: unknown): Partial<SavedFields> | null {
  if (!isRecord(raw)) return null;
  const fields = readSheetFields(raw);
  // The period travels with its days; values saved before pay periods hold one week.
  if (fields.entries) fields.period = readPeriod(raw.payPeriod) ?? 1;
  const header = readText(raw.reportHeader, reportHeaderMaxLength);
  if (header !== undefined) fields.header = header;
  const notes = readText(raw.reportNotes, reportNotesMaxLength);
  if (notes !== undefined) fields.notes = notes;
  if (isRecord(raw.reportDetails)) fields.details = readReportDetails(raw.reportDetails);
  if (raw.showBlankDays === true) fields.showBlankDays = true;
  return Object.keys(fields).length ? fields : null;
}

/** A team's period as stored: each employee's fields (the first one's hold the period's), the one in view, and the address last written. */
export interface SavedTeam {
  sheets: Partial<SavedFields>[];
  current: number;
  query: string;
}

/** The most employees one period holds. */
export const maxEmployees = 25;

function readDifferential(value: unknown): DifferentialForm | null {
  if (!isRecord(value)) return null;
  return {
    from: readTime(value.from),
    to: readTime(value.to),
    amount: readTyped(value.amount, ""),
    per: differentialKinds.find((kind) => kind === value.per) ?? "hour",
  };
}

/** Stored payment settings, field by field: a rule it does not know is the default, a field that is not text is the default's. */
function readSavedPayment(value: unknown): PaymentForm | undefined {
  if (!isRecord(value)) return undefined;
  const payment = paymentForm();
  payment.overtimeType = payRules.find((rule) => rule === value.overtimeType) ?? payment.overtimeType;
  for (const field of payFields) payment[field] = readTyped(value[field], payment[field]);
  payment.differentials = Array.isArray(value.differentials)
    ? value.differentials
        .slice(0, maxDifferentials)
        .map(readDifferential)
        .filter((each) => each !== null)
    : [];
  return payment;
}

/** A team's period from storage; a sheet that cannot be read at all is left out, and null means nothing is usable. */
export function fromSavedTeam(raw: unknown): SavedTeam | null {
  const first = fromSavedValues(raw);
  if (!first || !isRecord(raw)) return null;
  const others = Array.isArray(raw.moreEmployees) ? raw.moreEmployees.slice(0, maxEmployees - 1) : [];
  const sheets = [
    first,
    ...others.filter(isRecord).map((sheet) => {
      const fields = readSheetFields(sheet);
      fields.details = readReportDetails({ employee: sheet.employee });
      return fields;
    }),
  ];
  const current = Number(raw.currentEmployee);
  return {
    sheets,
    current: Number.isInteger(current) && current >= 0 && current < sheets.length ? current : 0,
    query: readText(raw.query, 8_000) ?? "",
  };
}

function breakValue(text: string): number | "" {
  const value = numberOrNull(text);
  return value !== null && value >= 0 && value <= maxBreakMinutes ? value : "";
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function toSavedSheet(form: SavedFields): SavedSheet {
  const sheet: SavedSheet = {
    timeEntries: periodEntries(form).map((entry, index) => {
      const saved: SavedEntry = {
        day: weekDays[index % 7]!,
        from: entry.from,
        to: entry.to,
        break: breakValue(entry.break),
      };
      if (index >= 7) saved.week = Math.floor(index / 7) + 1;
      if (entry.moreShifts.length) saved.shifts = entry.moreShifts.map(({ from, to }) => ({ from, to }));
      return saved;
    }),
    roundTime: form.roundTime,
  };
  if (form.meal && !same(form.meal, emptyMealForm())) sheet.meal = form.meal;
  if (form.includePayment) sheet.includePayment = true;
  if (form.payment && (form.includePayment || !same(form.payment, paymentForm()))) sheet.payment = form.payment;
  return sheet;
}

export function toSavedValues(form: SavedFields): SavedValues {
  return {
    ...toSavedSheet(form),
    ...(form.period === 1 ? {} : { payPeriod: form.period }),
    reportHeader: form.header,
    reportNotes: form.notes,
    reportDetails: form.details,
    ...(form.showBlankDays ? { showBlankDays: true as const } : {}),
  };
}

/** A team's period: the first sheet as a single sheet is stored, the others' own fields after it. */
export function toSavedTeam(sheets: readonly TimesheetForm[], current: number, query: string): SavedValues {
  const [first, ...others] = sheets;
  const saved = toSavedValues(first!);
  if (others.length) {
    saved.moreEmployees = others.map((sheet) => ({ ...toSavedSheet(sheet), employee: sheet.details.employee }));
    saved.currentEmployee = current;
  }
  if (query) saved.query = query;
  return saved;
}

/** Writes every sheet of the period, the one in view and the address beside them. */
export const storeSavedValues = (sheets: readonly TimesheetForm[], current: number, query: string): StorageResult =>
  writeStored(savedValuesKey, toSavedTeam(sheets, current, query));

/** What this browser saved, read in full. */
export const loadSavedValues = (): SavedTeam | null => fromSavedTeam(readStored(savedValuesKey));

/** Unticking "save values", or a write the browser refused: nothing out of date is left to load next time. */
export const forgetSavedValues = (): void => removeStored(savedValuesKey);
