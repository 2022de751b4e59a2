import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { readReportDetails, type ReportDetails } from "~/tools/shared/report-details";
import { readStored, removeStored, writeStored, type StorageResult } from "~/tools/shared/storage";
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
import { periodEntries, type TimesheetForm } from "./timesheet";

/** The browser storage item (docs/product.md#timesheet-generator). */
export const savedValuesKey = "timesheetSavedValues";

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

/** What is stored: the period and its days, the rounding, and the report's header, notes and details. */
export interface SavedValues {
  timeEntries: SavedEntry[];
  /** Workweeks in the pay period; left out for one week. */
  payPeriod?: PayPeriod;
  roundTime: RoundTime;
  reportHeader: string;
  reportNotes: string;
  reportDetails: ReportDetails;
}

export type SavedFields = Pick<TimesheetForm, "period" | "entries" | "roundTime" | "header" | "notes" | "details">;

function breakValue(text: string): number | "" {
  const value = numberOrNull(text);
  return value !== null && value >= 0 && value <= maxBreakMinutes ? value : "";
}

export function toSavedValues(form: SavedFields): SavedValues {
  return {
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
    ...(form.period === 1 ? {} : { payPeriod: form.period }),
    roundTime: form.roundTime,
    reportHeader: form.header,
    reportNotes: form.notes,
    reportDetails: form.details,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const readTime = (value: unknown) => (isClockTime(value) ? value : "");

function readBreak(value: unknown): string {
  const minutes = typeof value === "number" ? value : typeof value === "string" ? numberOrNull(value) : null;
  return minutes !== null && Number.isFinite(minutes) && minutes > 0 && minutes <= maxBreakMinutes
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

/**
 * Stored values, checked field by field: anything missing, outdated or
 * corrupt is left out, and null means there is nothing usable at all.
 */
export function fromSavedValues(raw: unknown): Partial<SavedFields> | null {
  if (!isRecord(raw)) return null;
  const fields: Partial<SavedFields> = {};
  const entries = readEntries(raw.timeEntries);
  // The period travels with its days; values saved before pay periods hold one week.
  if (entries) {
    fields.entries = entries;
    fields.period = readPeriod(raw.payPeriod) ?? 1;
  }
  const roundTime = readRoundTime(raw.roundTime);
  if (roundTime) fields.roundTime = roundTime;
  const header = readText(raw.reportHeader, reportHeaderMaxLength);
  if (header !== undefined) fields.header = header;
  const notes = readText(raw.reportNotes, reportNotesMaxLength);
  if (notes !== undefined) fields.notes = notes;
  if (isRecord(raw.reportDetails)) fields.details = readReportDetails(raw.reportDetails);
  return Object.keys(fields).length ? fields : null;
}

export const loadSavedValues = (): Partial<SavedFields> | null => fromSavedValues(readStored(savedValuesKey));

/** The values this browser held when the page opened (read once; see useOpening in shared/url-state.ts). */
export const openingSavedValues = typeof window === "undefined" ? null : loadSavedValues();
export const storeSavedValues = (form: SavedFields): StorageResult => writeStored(savedValuesKey, toSavedValues(form));
export const forgetSavedValues = (): void => removeStored(savedValuesKey);
