import { Icon } from "~/components/ui/icon";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { printedDetails } from "~/tools/shared/report-details";
import { pdfFilename } from "~/tools/shared/report";
import { ReportActions } from "~/tools/shared/report-actions-lazy";
import { ReportDetailsFields } from "~/tools/shared/report-details-fields";
import { ProblemList } from "~/tools/shared/problem-list";
import { ToolActions } from "~/tools/shared/tool-actions";
import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { storageProblem } from "~/tools/shared/storage";
import { replaceParams, useOpening, useOpeningQuery } from "~/tools/shared/url-state";
import { DayRows } from "./day-rows";
import { PaymentPanel } from "./payment-panel";
import { forgetSavedValues, openingSavedValues, storeSavedValues } from "./saved-values";
import { weekDays } from "~/tools/shared/week";
import {
  emptyEntry,
  emptyTimesheetForm,
  readTimesheetForm,
  type FormProblem,
  type RoundTime,
  type TimeEntry,
  type TimesheetForm,
} from "./timesheet";
import {
  csvRows,
  reportTitle,
  ResultBreakdown,
  ResultSummary,
  timesheetReportBody,
  type Calculated,
} from "./timesheet-results";
import { decodeTimesheet, encodeTimesheet, hasTimesheetParams } from "./url-state";

const problemsId = "timesheet-problems";
const saveHintId = "timesheet-save-hint";

/**
 * The timesheet generator. The form is the single source of truth: results
 * are worked out from it as it was at Calculate, the address holds it after
 * Calculate, and while "save values" is ticked every edit is written to
 * browser storage.
 */
export function TimesheetTool() {
  const query = useOpeningQuery();
  const saved = useOpening(openingSavedValues, null);
  return <Timesheet key={`${query}|${saved ? "saved" : ""}`} params={new URLSearchParams(query)} saved={saved} />;
}

/**
 * The generator, starting from what the page opened with: a shared address
 * (with its result), else the values saved in this browser, else a blank week.
 */
function Timesheet({ params, saved }: { params: URLSearchParams; saved: typeof openingSavedValues }) {
  const [opening] = useState(() => {
    // A shared link wins over saved values: it is what the visitor opened.
    const fromAddress = hasTimesheetParams(params);
    const form = fromAddress ? decodeTimesheet(params) : { ...emptyTimesheetForm(), ...saved };
    const reading = fromAddress ? readTimesheetForm(form) : null;
    return { form, calculated: reading?.ok ? { week: reading.week, pay: reading.pay, form } : null };
  });
  const [form, setForm] = useState<TimesheetForm>(opening.form);
  const [saving, setSaving] = useState(saved !== null);
  const [storageMessage, setStorageMessage] = useState<string | null>(null);
  const [calculated, setCalculated] = useState<Calculated | null>(opening.calculated);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const invalid = new Set(problems.map((problem) => problem.field));
  const textsOf = (sheet: TimesheetForm) => ({
    header: sheet.header,
    notes: sheet.notes,
    ...printedDetails(sheet.details, "week"),
  });

  function change(next: TimesheetForm) {
    setForm(next);
    if (!saving) return;
    const stored = storeSavedValues(next);
    if (!stored.ok) {
      // Never leave an out-of-date copy behind to be loaded next time.
      forgetSavedValues();
      setSaving(false);
      setStorageMessage(storageProblem(stored.reason));
    }
  }

  const update = (changes: Partial<TimesheetForm>) => change({ ...form, ...changes });
  const setEntry = (index: number, entry: Partial<TimeEntry>) =>
    update({ entries: form.entries.map((current, at) => (at === index ? { ...current, ...entry } : current)) });

  function toggleSaving(checked: boolean) {
    if (!checked) {
      forgetSavedValues();
      setSaving(false);
      setStorageMessage(null);
      return;
    }
    const stored = storeSavedValues(form);
    setSaving(stored.ok);
    setStorageMessage(stored.ok ? null : storageProblem(stored.reason));
  }

  function copyFirstRow() {
    const [first] = form.entries;
    if (!first?.from || !first.to) {
      setNotice("Fill in Monday's From and To first; Copy First Row copies them, with the break, to every other day.");
      return;
    }
    setNotice(null);
    update({ entries: weekDays.map(() => ({ ...first })) });
  }

  function clearAll() {
    // Every field back to what a first visit shows (docs/product.md#tools). Saving in this
    // browser is a choice about storage, not a field of the sheet: it stays, and saves the cleared sheet.
    change(emptyTimesheetForm());
    setProblems([]);
    setNotice(null);
    setCalculated(null);
    replaceParams(new URLSearchParams());
  }

  function calculate(): Calculated | null {
    setNotice(null);
    const reading = readTimesheetForm(form);
    if (!reading.ok) {
      setProblems(reading.problems);
      setCalculated(null);
      return null;
    }
    const result = { week: reading.week, pay: reading.pay, form };
    setProblems([]);
    setCalculated(result);
    replaceParams(encodeTimesheet(form));
    return result;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    calculate();
  }

  function generateReport() {
    const result = calculate();
    // The report is printed from the same data as its PDF; the printing code loads on the press.
    if (result) {
      import("~/tools/shared/print")
        .then(({ printReport }) => printReport(reportTitle, timesheetReportBody(result), textsOf(result.form)))
        .catch((error: unknown) => console.error(`Could not print "${reportTitle}":`, error));
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-8 rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
      >
        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-ink">Your week</legend>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-muted">A To time before the From time ends the next day (a night shift).</p>
            <Button variant="outline" size="sm" onClick={copyFirstRow}>
              <Icon name="copy" />
              Copy First Row
            </Button>
          </div>
          <div className="mt-5">
            <DayRows
              entries={form.entries}
              roundTime={form.roundTime}
              invalid={invalid}
              problemsId={problemsId}
              onChange={setEntry}
              onClear={(index) =>
                update({ entries: form.entries.map((entry, at) => (at === index ? emptyEntry() : entry)) })
              }
            />
          </div>
        </fieldset>

        <fieldset className="grid min-w-0 gap-5">
          <legend className="mb-1 text-lg font-semibold text-ink">Report options</legend>
          <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <TextField
              label="Report header"
              maxLength={reportHeaderMaxLength}
              placeholder="e.g. Warehouse team"
              value={form.header}
              onChange={(event) => update({ header: event.target.value })}
            />
            <SelectField
              label="Round time"
              value={form.roundTime}
              onChange={(event) => update({ roundTime: event.target.value as RoundTime })}
            >
              <option value="none">None</option>
              <option value="15">15 minutes</option>
              <option value="30">30 minutes</option>
            </SelectField>
          </div>
          <ReportDetailsFields kind="week" details={form.details} onChange={(details) => update({ details })} />
          <TextAreaField
            label="Report notes"
            maxLength={reportNotesMaxLength}
            rows={3}
            value={form.notes}
            onChange={(event) => update({ notes: event.target.value })}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <CheckboxField
              label="Include payment information"
              checked={form.includePayment}
              onChange={(event) => update({ includePayment: event.target.checked })}
            />
            <CheckboxField
              label="Show blank days"
              checked={form.showBlankDays}
              onChange={(event) => update({ showBlankDays: event.target.checked })}
            />
            <div>
              <CheckboxField
                label="Save values to this browser"
                checked={saving}
                aria-describedby={saveHintId}
                onChange={(event) => toggleSaving(event.target.checked)}
              />
              <p
                id={saveHintId}
                className={storageMessage ? "mt-1.5 text-sm font-medium text-red-700" : "mt-1.5 text-sm text-ink-muted"}
              >
                {storageMessage ?? "Keeps the times, rounding and report details on this device only."}
              </p>
            </div>
          </div>
          {form.includePayment ? (
            <PaymentPanel
              payment={form.payment}
              invalid={invalid}
              onChange={(payment) => update({ payment: { ...form.payment, ...payment } })}
            />
          ) : null}
        </fieldset>

        <ProblemList id={problemsId} problems={problems} notice={notice} />

        <ToolActions onClear={clearAll}>
          <Button variant="secondary" onClick={generateReport}>
            <Icon name="file-text" />
            Generate Report
          </Button>
          {calculated ? (
            <ReportActions
              printButton={false}
              title={reportTitle}
              texts={textsOf(calculated.form)}
              body={timesheetReportBody(calculated)}
              csv={{ filename: "timesheet-report.csv", rows: () => csvRows(calculated) }}
              pdfName={pdfFilename("timesheet", calculated.form.details.start, "week")}
            />
          ) : null}
        </ToolActions>
      </form>

      <div role="status" aria-live="polite">
        {calculated ? <ResultSummary calculated={calculated} /> : null}
      </div>

      {calculated ? (
        <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
          <h2 className="mb-5 text-lg font-semibold text-ink">Hours by day</h2>
          <ResultBreakdown calculated={calculated} />
        </div>
      ) : null}
    </div>
  );
}
