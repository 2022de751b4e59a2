import { lazy, Suspense, useDeferredValue, useState, type FormEvent } from "react";
import { cardSurface } from "~/components/ui/look";
import { TextField } from "~/components/ui/field";
import { ProblemList } from "~/tools/shared/problem-list";
import { ToolActions } from "~/tools/shared/tool-actions";
import { emptyReportDetails } from "~/tools/shared/report-details";
import { ReportFields, type ReportFieldValues } from "~/tools/shared/report-fields";
import { replaceParams, useOpeningQuery } from "~/tools/shared/url-state";
import { emptyInputs, readInputs, type EntryMode, type OvertimeInputs } from "./entry";
import { HoursByTypeFields, HoursWorkedFields, ModeChoice } from "./hours-fields";
import { payForWeek, type FormProblem, type HoursKind, type RateField } from "./overtime";
import { Summary, type Calculated } from "./results";
import type * as Details from "./details";
import type { OvertimeRule } from "./split";
import { decodeOvertime, encodeOvertime, hasOvertimeParams } from "./url-state";

// The breakdown by day and the report actions load together when a result first shows
// (details.tsx): one request, and the page's first load carries neither.
let detailsLoading: Promise<typeof Details> | undefined;
const loadDetails = () => (detailsLoading ??= import("./details"));
const Breakdown = lazy(async () => ({ default: (await loadDetails()).Breakdown }));
const OvertimeReportActions = lazy(async () => ({ default: (await loadDetails()).OvertimeReportActions }));

const problemsId = "overtime-problems";

/**
 * The overtime calculator: a week of hours, entered by type or as hours
 * worked per day that a rule splits, three rates, and a breakdown by day. The
 * result is worked out from the inputs as they were at Calculate, which is
 * also what the address and the report hold.
 */
export function OvertimeTool() {
  const query = useOpeningQuery();
  return <Calculator key={query} params={new URLSearchParams(query)} />;
}

/** The calculator, starting from a shared address's inputs and result when it has them. */
function Calculator({ params }: { params: URLSearchParams }) {
  const [opening] = useState(() => {
    if (!hasOvertimeParams(params)) return null;
    const { header, notes, details, ...inputs } = decodeOvertime(params);
    const reading = readInputs(inputs);
    const calculated = reading.ok ? { ...reading.calculation, header, notes, details } : null;
    return { header, notes, details, inputs, calculated };
  });
  const [inputs, setInputs] = useState<OvertimeInputs>(() => opening?.inputs ?? emptyInputs());
  const [report, setReport] = useState<ReportFieldValues>(() => ({
    header: opening?.header ?? "",
    notes: opening?.notes ?? "",
    details: opening?.details ?? emptyReportDetails(),
  }));
  const [calculated, setCalculated] = useState<Calculated | null>(opening?.calculated ?? null);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const { mode, form, worked } = inputs;

  const pay = calculated ? payForWeek(calculated.week, calculated.rates) : null;
  // The totals answer the press at once; the table by day and the report follow a moment
  // later, in a render of their own, so a slow phone paints the answer first.
  const detail = useDeferredValue(calculated);
  const detailPay = detail === calculated ? pay : detail ? payForWeek(detail.week, detail.rates) : null;
  const invalid = new Set(problems.map((problem) => problem.field));

  const setHours = (index: number, kind: HoursKind, value: string) =>
    setInputs((current) => ({
      ...current,
      form: {
        ...current.form,
        days: current.form.days.map((entry, at) => (at === index ? { ...entry, [kind]: value } : entry)),
      },
    }));
  const setWorkedHours = (index: number, value: string) =>
    setInputs((current) => ({
      ...current,
      worked: { ...current.worked, hours: current.worked.hours.map((text, at) => (at === index ? value : text)) },
    }));
  const setRule = (rule: OvertimeRule) => setInputs((current) => ({ ...current, worked: { ...current.worked, rule } }));
  const setRate = (field: RateField, value: string) =>
    setInputs((current) => ({ ...current, form: { ...current.form, [field]: value } }));

  function chooseMode(next: EntryMode) {
    // What is typed in either mode stays; a result from the other mode's inputs would mislead.
    setInputs((current) => ({ ...current, mode: next }));
    setProblems([]);
    setCalculated(null);
  }

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reading = readInputs(inputs);
    if (!reading.ok) {
      setProblems(reading.problems);
      setCalculated(null);
      return;
    }
    setProblems([]);
    setCalculated({
      ...reading.calculation,
      header: report.header.trim(),
      notes: report.notes.trim(),
      details: report.details,
    });
    replaceParams(encodeOvertime({ ...inputs, ...report }));
  }

  function clearAll() {
    // Every field back to what a first visit shows, rates and rule included; the way of
    // entering hours stays as chosen (docs/product.md#overtime-calculator).
    setInputs(emptyInputs(mode));
    setReport({ header: "", notes: "", details: emptyReportDetails() });
    setProblems([]);
    setCalculated(null);
    replaceParams(new URLSearchParams());
  }

  const rateField = (field: RateField, label: string, min: number, step: number, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      type="number"
      inputMode="decimal"
      min={min}
      step={step}
      value={form[field]}
      onChange={(event) => setRate(field, event.target.value)}
      aria-invalid={invalid.has(field) || undefined}
      className="min-w-0"
    />
  );

  return (
    <div className="flex flex-col gap-8">
      <form
        noValidate
        onSubmit={calculate}
        className={`${cardSurface} grid gap-8 p-4 sm:p-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]`}
      >
        <ModeChoice mode={mode} onChange={chooseMode} />
        {mode === "worked" ? (
          <HoursWorkedFields worked={worked} problems={problems} onHours={setWorkedHours} onRule={setRule} />
        ) : (
          <HoursByTypeFields days={form.days} invalid={invalid} describedBy={problemsId} onChange={setHours} />
        )}

        <fieldset className="grid content-start gap-4">
          <legend className="mb-1 text-lg font-semibold text-ink">Rates</legend>
          {rateField("baseRate", "Base rate", 0, 0.01, "US dollars an hour.")}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {rateField("overtimeMultiplier", "Overtime multiplier", 1, 0.1, "1.5 is time and a half.")}
            {rateField("doubleTimeMultiplier", "Double-time multiplier", 1, 0.1, "2 is double time.")}
          </div>
        </fieldset>

        <div className="grid gap-6 lg:col-span-2">
          <ReportFields kind="week" values={report} onChange={setReport} headerPlaceholder="e.g. Jo Smith, 3 March" />
          <ProblemList id={problemsId} problems={problems} />
          <ToolActions onClear={clearAll}>
            {detailPay && detail ? (
              <Suspense fallback={null}>
                <OvertimeReportActions detail={detail} pay={detailPay} />
              </Suspense>
            ) : null}
          </ToolActions>
        </div>
      </form>

      <div role="status" aria-live="polite">
        {pay && calculated ? <Summary pay={pay} rates={calculated.rates} /> : null}
      </div>

      {detailPay && detail ? (
        <Suspense fallback={null}>
          <Breakdown detail={detail} pay={detailPay} />
        </Suspense>
      ) : null}
    </div>
  );
}
