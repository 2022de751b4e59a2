import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { readReportDetails, type ReportDetails } from "~/tools/shared/report-details";
import { readStored, removeStored, writeStored, type StorageResult } from "~/tools/shared/storage";
import { weekDays, type WeekDay } from "~/tools/shared/week";
import { maxBreakMinutes, roundTimeChoices, type RoundTime, type TimeEntry, type TimesheetForm } from "./timesheet";

/** The browser storage item (docs/product.md#timesheet-generator). */
export const savedValuesKey = "timesheetSavedValues";

/** What is stored: the week, the rounding, and the report's header, notes and details. */
export interface SavedValues {
  timeEntries: { day: WeekDay; from: string; to: string; break: number | "" }[];
  roundTime: RoundTime;
  reportHeader: string;
  reportNotes: string;
  reportDetails: ReportDetails;
}

export type SavedFields = Pick<TimesheetForm, "entries" | "roundTime" | "header" | "notes" | "details">;

function breakValue(text: string): number | "" {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(value) && value >= 0 && value <= maxBreakMinutes ? value : "";
}

export function toSavedValues(form: SavedFields): SavedValues {
  return {
    timeEntries: weekDays.map((day, index) => {
      const entry = form.entries[index];
      return { day, from: entry?.from ?? "", to: entry?.to ?? "", break: breakValue(entry?.break ?? "") };
    }),
    roundTime: form.roundTime,
    reportHeader: form.header,
    reportNotes: form.notes,
    reportDetails: form.details,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const readTime = (value: unknown) =>
  typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : "";

function readBreak(value: unknown): string {
  const minutes =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(minutes) && minutes > 0 && minutes <= maxBreakMinutes ? String(minutes) : "";
}

function readEntries(value: unknown): TimeEntry[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > weekDays.length) return undefined;
  const entries = weekDays.map((): TimeEntry => ({ from: "", to: "", break: "" }));
  let usable = false;
  value.forEach((item: unknown, index) => {
    if (!isRecord(item)) return;
    // Rows name their day; an older list without names is read in order.
    const at = item.day === undefined ? index : weekDays.indexOf(item.day as WeekDay);
    if (at < 0) return;
    entries[at] = { from: readTime(item.from), to: readTime(item.to), break: readBreak(item.break) };
    usable = true;
  });
  return usable ? entries : undefined;
}

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
  if (entries) fields.entries = entries;
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
