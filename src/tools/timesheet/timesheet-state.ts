import type { FormProblem } from "~/tools/shared/form-problem";
import { dayName, emptyEntry, type PayPeriod, type TimeEntry } from "./hours";
import type { SavedTeam } from "./saved-values";
import { emptyTimesheetForm, periodEntries, type TimesheetForm } from "./timesheet";
import type { Calculated } from "./timesheet-report";

/**
 * The timesheet's state as one reducer (docs/product.md#timesheet-generator):
 * the period's sheets, one per employee, the one in view, and what Calculate
 * found. Fields of the period (its length, start date, approver, header, notes
 * and blank days) are the same on every sheet: a change to one changes them
 * all, so each sheet is a whole form that reads, reports and encodes alone.
 */
export interface TimesheetState {
  sheets: TimesheetForm[];
  current: number;
  /** "Save values to this browser". */
  saving: boolean;
  /** Why storage refused the last write, in words. */
  storageMessage: string | null;
  /** The sheet in view as it was at Calculate, worked out; null hides the results. */
  calculated: Calculated | null;
  /** Every sheet as it was at Calculate, for the team's summary. */
  team: TimesheetForm[] | null;
  problems: FormProblem[];
  /** A word to the visitor that is not a problem with a field. */
  notice: string | null;
  /** The sheet last removed, for Undo. */
  removed: { sheet: TimesheetForm; at: number } | null;
  /** The sheet to put in the address (at Calculate); null when the address is left as it is. */
  address: TimesheetForm | null;
}

export type TimesheetAction =
  | { type: "edit"; changes: Partial<TimesheetForm> }
  | { type: "entry"; index: number; changes: Partial<TimeEntry> }
  | { type: "clearDay"; index: number }
  | { type: "copyFirstRow" }
  | { type: "period"; period: PayPeriod }
  | { type: "clearAll" }
  | { type: "calculated"; calculated: Calculated }
  | { type: "problems"; problems: FormProblem[] }
  | { type: "saving"; saving: boolean; message: string | null }
  | { type: "selectEmployee"; index: number }
  /** A change worked out by a pure function loaded later: a team's changes (team-state.ts) and saved sheets read in full. */
  | { type: "apply"; change: (state: TimesheetState) => TimesheetState };

/** The fields every sheet of the period shares. */
const periodFields = ["period", "header", "notes", "showBlankDays"] as const;

/** The sheets with the period's fields of `from` (the start date and approver too) on each. */
export function sharing(sheets: TimesheetForm[], from: TimesheetForm): TimesheetForm[] {
  return sheets.map((sheet) => {
    if (sheet === from) return sheet;
    const next = {
      ...sheet,
      details: { ...sheet.details, start: from.details.start, approver: from.details.approver },
    };
    for (const field of periodFields) Object.assign(next, { [field]: from[field] });
    // Every sheet holds at least the period's days.
    next.entries = periodEntries({ period: from.period, entries: sheet.entries }).concat(
      sheet.entries.slice(from.period * 7),
    );
    return next;
  });
}

/** The opening state: a shared sheet, else the sheets saved in this browser, else a blank week. */
export function openingState(shared: TimesheetForm | null, saved: SavedTeam | null): TimesheetState {
  const sheets = shared
    ? [shared]
    : (saved?.sheets.map((fields) => ({ ...emptyTimesheetForm(), ...fields })) ?? [emptyTimesheetForm()]);
  return {
    sheets: sharing(sheets, sheets[0]!),
    current: shared ? 0 : (saved?.current ?? 0),
    // A shared link opens alone: saved sheets stay as they are until the visitor saves again.
    saving: saved !== null && !shared,
    storageMessage: null,
    calculated: null,
    team: null,
    problems: [],
    notice: null,
    removed: null,
    address: null,
  };
}

/** The state with the sheet in view replaced. */
function withSheet(state: TimesheetState, sheet: TimesheetForm, shared = false): TimesheetState {
  const sheets = state.sheets.map((each, index) => (index === state.current ? sheet : each));
  return { ...state, sheets: shared ? sharing(sheets, sheet) : sheets };
}

export function timesheetReducer(state: TimesheetState, action: TimesheetAction): TimesheetState {
  const sheet = state.sheets[state.current]!;
  switch (action.type) {
    case "edit": {
      const next = { ...sheet, ...action.changes };
      const shared =
        periodFields.some((field) => field in action.changes) ||
        (action.changes.details !== undefined &&
          (action.changes.details.start !== sheet.details.start ||
            action.changes.details.approver !== sheet.details.approver));
      return withSheet(state, next, shared);
    }
    case "entry":
      return withSheet(state, {
        ...sheet,
        entries: sheet.entries.map((entry, at) => (at === action.index ? { ...entry, ...action.changes } : entry)),
      });
    case "clearDay":
      return withSheet(state, {
        ...sheet,
        entries: sheet.entries.map((entry, at) => (at === action.index ? emptyEntry() : entry)),
      });
    case "copyFirstRow": {
      const [first] = sheet.entries;
      if (!first?.from || !first.to) {
        return {
          ...state,
          notice: `Fill in ${dayName(sheet.period, 0)}'s From and To first: Copy First Row copies its day to every other.`,
        };
      }
      const entries = periodEntries(sheet).map(() => ({
        ...first,
        moreShifts: first.moreShifts.map((shift) => ({ ...shift })),
      }));
      return { ...withSheet(state, { ...sheet, entries }), notice: null };
    }
    case "period": {
      // Days past a shorter period are kept, not read, so going back to a longer one loses nothing typed.
      const entries = [...sheet.entries];
      while (entries.length < action.period * 7) entries.push(emptyEntry());
      return withSheet(state, { ...sheet, period: action.period, entries }, true);
    }
    case "clearAll": {
      // Every field back to what a first visit shows (docs/product.md#tools). With several employees,
      // the sheet in view: the others, the period's fields and the name stay.
      const cleared = emptyTimesheetForm();
      const alone = state.sheets.length === 1;
      const next = alone
        ? cleared
        : {
            ...cleared,
            ...pick(sheet),
            entries: Array.from({ length: sheet.period * 7 }, emptyEntry),
            details: sheet.details,
          };
      return {
        ...withSheet(state, next, alone),
        problems: [],
        notice: null,
        calculated: null,
        team: null,
        address: null,
      };
    }
    case "calculated":
      return {
        ...state,
        calculated: action.calculated,
        team: state.sheets.length > 1 ? state.sheets : null,
        problems: [],
        notice: null,
        address: action.calculated.form,
      };
    case "problems":
      return { ...state, problems: action.problems, calculated: null, notice: null };
    case "saving":
      return { ...state, saving: action.saving, storageMessage: action.message };
    case "selectEmployee":
      return { ...state, current: action.index, calculated: null, problems: [], notice: null };
    case "apply":
      return action.change(state);
  }
}

/** The period's fields of a sheet, which Clear All of one employee among several leaves as they are. */
function pick(sheet: TimesheetForm): Partial<TimesheetForm> {
  return { period: sheet.period, header: sheet.header, notes: sheet.notes, showBlankDays: sheet.showBlankDays };
}
