import { Icon } from "~/components/ui/icon";
import { cardSurface } from "~/components/ui/look";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import type { FormProblem } from "~/tools/shared/form-problem";
import { ReportDetailsFields } from "~/tools/shared/report-details-fields";
import { ProblemList } from "~/tools/shared/problem-list";
import { ToolActions } from "~/tools/shared/tool-actions";
import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { storageProblem } from "~/tools/shared/storage";
import { replaceParams, useOpening, useOpeningQuery } from "~/tools/shared/url-state";
import { DayRows } from "./day-rows";
import { forgetSavedValues, openingSavedValues, storeSavedValues } from "./saved-values";
import { dayName, emptyEntry, payPeriods, type PayPeriod, type RoundTime, type TimeEntry } from "./hours";
import { emptyTimesheetForm, periodEntries, readTimesheetForm, type TimesheetForm } from "./timesheet";
import type { Calculated } from "./timesheet-report";
import type * as Deferred from "./deferred";
import { TimesheetTotals } from "./totals";

// The results, report, CSV and pay settings load when first wanted (see deferred.ts).
type Results = typeof Deferred;
let resultsLoading: Promise<Results> | undefined;
const loadResults = () => (resultsLoading ??= import("./deferred"));
const PaymentPanel = lazy(async () => ({ default: (await loadResults()).PaymentPanel }));

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
  // Reading a shared address loads with the results (it opens with one), so a first visit does not pay for it.
  const [shared, setShared] = useState<{ form: TimesheetForm; results: Results } | null>(null);
  useEffect(() => {
    if (!query) return;
    void loadResults().then((results) => {
      const params = new URLSearchParams(query);
      if (results.hasTimesheetParams(params)) setShared({ form: results.decodeTimesheet(params), results });
    });
  }, [query]);
  return <Timesheet key={`${shared ? query : ""}|${saved ? "saved" : ""}`} shared={shared} saved={saved} />;
}

/**
 * The generator, starting from what the page opened with: a shared address
 * (with its result), else the values saved in this browser, else a blank week.
 */
function Timesheet({
  shared,
  saved,
}: {
  shared: { form: TimesheetForm; results: Results } | null;
  saved: typeof openingSavedValues;
}) {
  const [opening] = useState(() => {
    // A shared link wins over saved values: it is what the visitor opened.
    const form = shared?.form ?? { ...emptyTimesheetForm(), ...saved };
    const reading = shared ? readTimesheetForm(form) : null;
    return { form, calculated: reading?.ok ? { hours: reading.hours, pay: reading.pay, form } : null };
  });
  const [form, setForm] = useState<TimesheetForm>(opening.form);
  const [saving, setSaving] = useState(saved !== null);
  const [storageMessage, setStorageMessage] = useState<string | null>(null);
  const [calculated, setCalculated] = useState<Calculated | null>(opening.calculated);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [results, setResults] = useState<Results | null>(shared?.results ?? null);
  // Counts changes to the address, so one written once the results load never undoes a later Clear All.
  const addressVersion = useRef(0);

  const needResults = () => {
    if (!results) void loadResults().then(setResults);
  };

  function writeAddress(next: TimesheetForm) {
    const version = ++addressVersion.current;
    if (results) replaceParams(results.encodeTimesheet(next));
    else
      void loadResults().then((loaded) => {
        if (version === addressVersion.current) replaceParams(loaded.encodeTimesheet(next));
      });
  }

  const invalid = new Set(problems.map((problem) => problem.field));

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
      setNotice(
        `Fill in ${dayName(form.period, 0)}'s From and To first; Copy First Row copies them, with its shifts and break, to every other day.`,
      );
      return;
    }
    setNotice(null);
    update({
      entries: periodEntries(form).map(() => ({
        ...first,
        moreShifts: first.moreShifts.map((shift) => ({ ...shift })),
      })),
    });
  }

  function choosePeriod(period: PayPeriod) {
    // Days past a shorter period are kept, not read, so going back to a longer one loses nothing typed.
    const entries = [...form.entries];
    while (entries.length < period * 7) entries.push(emptyEntry());
    update({ period, entries });
  }

  function clearAll() {
    // Every field back to what a first visit shows (docs/product.md#tools). Saving in this
    // browser is a choice about storage, not a field of the sheet: it stays, and saves the cleared sheet.
    change(emptyTimesheetForm());
    setProblems([]);
    setNotice(null);
    setCalculated(null);
    addressVersion.current++;
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
    const result = { hours: reading.hours, pay: reading.pay, form };
    setProblems([]);
    setCalculated(result);
    writeAddress(form);
    needResults();
    return result;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    calculate();
  }

  async function generateReport() {
    const result = calculate();
    if (!result) return;
    // The report is printed from the same data as its PDF, in a frame of its own.
    const loaded = await loadResults();
    setResults(loaded);
    loaded.printReport(loaded.reportTitle, loaded.timesheetReportBody(result), loaded.reportTexts(result.form));
  }

  return (
    <div className="flex flex-col gap-8">
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={needResults}
        onPointerDown={needResults}
        className={`${cardSurface} grid gap-8 p-5 sm:p-8`}
      >
        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-ink">
            {form.period === 1 ? "Your week" : `Your ${form.period} weeks`}
          </legend>
          <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
            <p className="max-w-prose text-sm text-ink-muted">
              A To time before the From time ends the next day (a night shift). Add a shift for a split day; overtime is
              worked out for each week of the period.
            </p>
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                label="Pay period"
                value={String(form.period)}
                onChange={(event) => choosePeriod(Number(event.target.value) as PayPeriod)}
              >
                {payPeriods.map((weeks) => (
                  <option key={weeks} value={weeks}>
                    {weeks === 1 ? "1 week" : `${weeks} weeks`}
                  </option>
                ))}
              </SelectField>
              <Button variant="outline" size="sm" onClick={copyFirstRow}>
                <Icon name="copy" />
                Copy First Row
              </Button>
            </div>
          </div>
          <div className="mt-5">
            <DayRows
              period={form.period}
              start={form.details.start}
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
          <div className="grid items-start gap-3 sm:grid-cols-3">
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
            <Suspense>
              <PaymentPanel
                payment={form.payment}
                invalid={invalid}
                onChange={(payment) => update({ payment: { ...form.payment, ...payment } })}
              />
            </Suspense>
          ) : null}
        </fieldset>

        <ProblemList id={problemsId} problems={problems} notice={notice} />

        <ToolActions onClear={clearAll}>
          <Button variant="secondary" onClick={() => void generateReport()}>
            <Icon name="file-text" />
            Generate Report
          </Button>
          {calculated && results ? (
            <results.ReportActions
              printButton={false}
              title={results.reportTitle}
              texts={results.reportTexts(calculated.form)}
              body={results.timesheetReportBody(calculated)}
              csv={{ filename: "timesheet-report.csv", rows: () => results.csvRows(calculated) }}
              pdfName={results.reportPdfName(calculated.form)}
            />
          ) : null}
        </ToolActions>
      </form>

      <div role="status" aria-live="polite">
        {calculated ? (
          <TimesheetTotals
            hours={calculated.hours}
            roundTime={calculated.form.roundTime}
            pay={results ? <results.PayTotal calculated={calculated} /> : null}
            subtotals={results ? <results.WeekSubtotals calculated={calculated} /> : null}
          />
        ) : null}
      </div>

      {calculated && results ? (
        <div className={`${cardSurface} p-5 sm:p-8`}>
          <h2 className="mb-5 text-lg font-semibold text-ink">Hours by day</h2>
          <results.ResultBreakdown calculated={calculated} />
        </div>
      ) : null}
    </div>
  );
}
