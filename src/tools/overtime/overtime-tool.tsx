import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useState,
  type Dispatch,
  type SetStateAction,
  type SyntheticEvent,
} from "react";
import { cardSurface } from "~/components/ui/surfaces";
import { useEarlyInput } from "~/components/ui/early-input";
import { TextField } from "~/components/ui/field";
import { ProblemList } from "~/tools/shared/problem-list";
import { ToolActions } from "~/tools/shared/tool-actions";
import { ReportFields, type ReportFieldValues } from "~/tools/shared/report-fields";
import { replaceParams, useOpeningQuery } from "~/tools/shared/url-state";
import {
  emptyInputs,
  emptyPayRate,
  hasPayRates,
  readInputs,
  type EntryMode,
  type InputsReading,
  type OvertimeInputs,
} from "./entry";
import { HoursByTypeFields, HoursWorkedFields, ModeChoice } from "./hours-fields";
import { payForWeek, type FormProblem, type HoursKind, type RateField } from "./overtime";
import { Summary, type Calculated } from "./results";
import type * as Details from "./details";
import type { OvertimeRule } from "./split";

// The breakdown by day, the report actions, several pay rates and the address load together
// when first wanted (details.tsx): one request, and the page's first load carries none of them.
type Loaded = typeof Details;
let detailsLoading: Promise<Loaded> | undefined;
const loadDetails = () => (detailsLoading ??= import("./details"));
const preloadDetails = () => void loadDetails();
const Breakdown = lazy(async () => ({ default: (await loadDetails()).Breakdown }));
const OvertimeReportActions = lazy(async () => ({ default: (await loadDetails()).OvertimeReportActions }));
const BlendedSummary = lazy(async () => ({ default: (await loadDetails()).BlendedSummary }));
const PayRates = lazy(async () => ({ default: (await loadDetails()).PayRates }));
const Address = lazy(async () => ({ default: (await loadDetails()).Address }));
const OutOfDate = lazy(async () => ({ default: (await loadDetails()).OutOfDate }));

/** The form as a result was worked out from it, to tell when it has changed since. */
const formKey = (inputs: OvertimeInputs, report: ReportFieldValues) => JSON.stringify([inputs, report]);

const problemsId = "overtime-problems";
const noDetails = { start: "", employee: "", approver: "" };
/** No messages: one array, so a result without messages leaves the form as it was. */
const noProblems: FormProblem[] = [];

/** A shared address as the details module read it, with the module itself. */
interface Opened {
  state: ReturnType<Loaded["decodeOvertime"]>;
  loaded: Loaded;
}

/**
 * The overtime calculator: a week of hours, entered by type or as hours
 * worked per day that a rule splits (at up to three pay rates), three rates,
 * and a breakdown by day. The result is worked out from the inputs as they
 * were at Calculate, which is also what the address and the report hold.
 */
export function OvertimeTool() {
  const query = useOpeningQuery();
  // A shared address is read by the details module, fetched at once for it, so a first visit does not pay for it.
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(() => {
    if (!query) return;
    void loadDetails().then((loaded) => {
      const params = new URLSearchParams(query);
      if (loaded.hasOvertimeParams(params)) setOpened({ state: loaded.decodeOvertime(params), loaded });
    });
  }, [query]);
  return <Calculator key={opened ? "opened" : "blank"} opened={opened} />;
}

/** The calculator, starting from a shared address's inputs and its result (or its messages) when it has them. */
function Calculator({ opened }: { opened: Opened | null }) {
  const [opening] = useState(() => {
    if (!opened) return null;
    const { header, notes, details, problems, ...inputs } = opened.state;
    const reading: InputsReading = hasPayRates(inputs) ? opened.loaded.readBlendedInputs(inputs) : readInputs(inputs);
    // A link gets the messages typing would, and the rule it named but the calculator does not know.
    const found = [...problems, ...(reading.ok ? [] : reading.problems)];
    const calculated = reading.ok && !problems.length ? { ...reading.calculation, header, notes, details } : null;
    return { header, notes, details, inputs, calculated, problems: calculated ? noProblems : found };
  });
  const [inputs, setInputs] = useState<OvertimeInputs>(() => opening?.inputs ?? emptyInputs());
  const [report, setReport] = useState<ReportFieldValues>(() => ({
    header: opening?.header ?? "",
    notes: opening?.notes ?? "",
    details: opening?.details ?? noDetails,
  }));
  const [calculated, setCalculated] = useState<Calculated | null>(opening?.calculated ?? null);
  const [calculatedFrom, setCalculatedFrom] = useState(() => formKey(inputs, report));
  const root = useEarlyInput<HTMLDivElement>();
  const [problems, setProblems] = useState<FormProblem[]>(opening?.problems ?? noProblems);
  // The inputs to put in the address, written by the details module once it is here.
  const [address, setAddress] = useState<(OvertimeInputs & ReportFieldValues) | null>(null);
  const { mode } = inputs;

  const pay = calculated && !calculated.blended ? payForWeek(calculated.week, calculated.rates) : null;
  // The totals answer the press at once; the table by day and the report follow a moment
  // later, in a render of their own, so a slow phone paints the answer first.
  const detail = useDeferredValue(calculated);
  const outOfDate = calculated !== null && formKey(inputs, report) !== calculatedFrom;
  const chooseMode = useCallback((next: EntryMode) => {
    // What is typed in either mode stays; a result from the other mode's inputs would mislead.
    setInputs((current) => ({ ...current, mode: next }));
    setProblems(noProblems);
    setCalculated(null);
  }, []);

  const calculate = useCallback(
    (event: SyntheticEvent) => {
      event.preventDefault();
      const settle = (reading: InputsReading) => {
        if (!reading.ok) {
          setProblems(reading.problems);
          setCalculated(null);
          return;
        }
        setProblems(noProblems);
        setCalculated({
          ...reading.calculation,
          header: report.header.trim(),
          notes: report.notes.trim(),
          details: report.details,
        });
        setCalculatedFrom(formKey(inputs, report));
        setAddress({ ...inputs, ...report });
      };
      // Several pay rates are read by the details module, usually here since the rate was added.
      if (hasPayRates(inputs)) void loadDetails().then((loaded) => settle(loaded.readBlendedInputs(inputs)));
      else settle(readInputs(inputs));
    },
    [inputs, report],
  );

  const clearAll = useCallback(() => {
    // Every field back to what a first visit shows, rates and rule included; the way of
    // entering hours stays as chosen (docs/product.md#overtime-calculator).
    setInputs(emptyInputs(mode));
    setReport({ header: "", notes: "", details: noDetails });
    setProblems(noProblems);
    setCalculated(null);
    setAddress(null);
    replaceParams(new URLSearchParams());
  }, [mode]);

  return (
    <div ref={root} className="flex flex-col gap-8">
      <WeekForm
        inputs={inputs}
        report={report}
        problems={problems}
        detail={detail}
        onInputs={setInputs}
        onReport={setReport}
        onMode={chooseMode}
        onCalculate={calculate}
        onClear={clearAll}
      />

      <div role="status" aria-live="polite">
        {outOfDate ? (
          <Suspense fallback={null}>
            <OutOfDate />
          </Suspense>
        ) : null}
        {pay && calculated ? <Summary pay={pay} rates={calculated.rates} /> : null}
        {calculated?.blended ? (
          <Suspense fallback={null}>
            <BlendedSummary calculated={calculated} />
          </Suspense>
        ) : null}
      </div>

      {detail ? (
        <Suspense fallback={null}>
          <Breakdown detail={detail} />
        </Suspense>
      ) : null}
      {address ? (
        <Suspense fallback={null}>
          <Address state={address} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The week's inputs, rates, report fields and actions. A component of its own, kept as it was
 * (`memo`) while its inputs and messages are unchanged: Calculate draws the answer below it and
 * nothing of the form (docs/decisions/islands.md).
 */
const WeekForm = memo(function WeekForm({
  inputs,
  report,
  problems,
  detail,
  onInputs: setInputs,
  onReport: setReport,
  onMode: chooseMode,
  onCalculate: calculate,
  onClear: clearAll,
}: {
  inputs: OvertimeInputs;
  report: ReportFieldValues;
  problems: FormProblem[];
  detail: Calculated | null;
  onInputs: Dispatch<SetStateAction<OvertimeInputs>>;
  onReport: (values: ReportFieldValues) => void;
  onMode: (mode: EntryMode) => void;
  onCalculate: (event: SyntheticEvent) => void;
  onClear: () => void;
}) {
  const { mode, form, worked } = inputs;
  const invalid = new Set(problems.map((problem) => problem.field));

  const setHours = (index: number, kind: HoursKind, value: string) =>
    setInputs((current) => ({
      ...current,
      form: {
        ...current.form,
        days: current.form.days.map((entry, at) => (at === index ? { ...entry, [kind]: value } : entry)),
      },
    }));
  const setWorked = (change: Partial<OvertimeInputs["worked"]>) =>
    setInputs((current) => ({ ...current, worked: { ...current.worked, ...change } }));
  const setWorkedHours = (index: number, value: string) =>
    setInputs((current) => ({
      ...current,
      worked: { ...current.worked, hours: current.worked.hours.map((text, at) => (at === index ? value : text)) },
    }));
  const setRule = (rule: OvertimeRule) => setWorked({ rule });
  const setRate = (field: RateField, value: string) =>
    setInputs((current) => ({ ...current, form: { ...current.form, [field]: value } }));

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
    <form
      noValidate
      // What follows a result is fetched once the visitor types, so Calculate only draws.
      onInput={preloadDetails}
      className={`${cardSurface} grid gap-8 p-4 sm:p-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]`}
    >
      <ModeChoice mode={mode} onChange={chooseMode} />
      {mode === "worked" ? (
        <HoursWorkedFields
          worked={worked}
          problems={problems}
          onHours={setWorkedHours}
          onRule={setRule}
          onAddRate={() => setWorked({ rates: [...worked.rates, newRate()] })}
        >
          {worked.rates.length ? (
            <Suspense fallback={null}>
              <PayRates rates={worked.rates} problems={problems} onChange={(rates) => setWorked({ rates })} />
            </Suspense>
          ) : null}
        </HoursWorkedFields>
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
        <ToolActions onCalculate={calculate} onClear={clearAll}>
          {detail ? (
            <Suspense fallback={null}>
              <OvertimeReportActions detail={detail} />
            </Suspense>
          ) : null}
        </ToolActions>
      </div>
    </form>
  );
});

/** An added pay rate, empty: its fields come with the details module (pay-rate-fields.tsx), asked for here. */
function newRate() {
  void loadDetails();
  return emptyPayRate();
}
