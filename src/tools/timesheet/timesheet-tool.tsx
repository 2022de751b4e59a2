import { Icon } from "~/components/ui/icon";
import { cardSurface } from "~/components/ui/surfaces";
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { Button } from "~/components/ui/button";
import { useEarlyInput } from "~/components/ui/early-input";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { ReportDetailsFields } from "~/tools/shared/report-details-fields";
import { ProblemList } from "~/tools/shared/problem-list";
import { ToolActions } from "~/tools/shared/tool-actions";
import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { replaceParams, useOpening, useOpeningQuery } from "~/tools/shared/url-state";
import { DayRows } from "./day-rows";
import { hasSavedValues } from "./saved-key";
import { payPeriods, type PayPeriod, type RoundTime } from "./hours";
import { dayRulesOf, type TimesheetForm } from "./timesheet";
import { openingState, timesheetReducer } from "./timesheet-state";
import type { Calculated } from "./timesheet-report";
import { loadResults, type Results } from "./load-results";

// The results, report, CSV, pay settings and the team's list load when first wanted (see deferred.ts).
const PaymentPanel = lazy(async () => ({ default: (await loadResults()).PaymentPanel }));
const EmployeeList = lazy(async () => ({ default: (await loadResults()).EmployeeList }));
const MealFields = lazy(async () => ({ default: (await loadResults()).MealFields }));

const problemsId = "timesheet-problems";
const saveHintId = "timesheet-save-hint";

/**
 * Words the tool shows but never changes, rendered by the page at build time
 * (island.astro), so they arrive as HTML rather than as script
 * (docs/decisions/islands.md).
 */
interface Words {
  weekHint?: ReactNode;
  teamHint?: ReactNode;
  saveHint?: ReactNode;
}

/** What the page opened with, once the results module has read the address and the saved sheets. */
type Opened = { results: Results } & ReturnType<Results["openingOf"]>;

// Whether this browser held saved sheets when the page opened (read once; see useOpening in shared/url-state.ts).
const savedAtOpening = hasSavedValues();

/**
 * The timesheet generator. The sheets are the single source of truth: results
 * are worked out from the sheet in view as it was at Calculate, the address
 * holds that sheet after Calculate, and while "save values" is ticked every
 * sheet of the period is written to browser storage on every edit.
 */
export function TimesheetTool(words: Words) {
  const query = useOpeningQuery();
  const saved = useOpening(savedAtOpening, false);
  // A shared address or saved sheets are read by the results module, fetched at once for them, so a first visit does not pay for it.
  const [opened, setOpened] = useState<Opened | null>(null);
  // What the visitor does on the blank sheet before those arrive wins: opening them would
  // start the sheet afresh and lose it. The saved sheets stay in storage for the next visit.
  const changed = useRef(false);
  const markChanged = useCallback(() => {
    changed.current = true;
  }, []);
  useEffect(() => {
    if (!query && !saved) return;
    void loadResults().then((results) => {
      if (!changed.current) setOpened({ results, ...results.openingOf(query) });
    });
  }, [query, saved]);
  return <Timesheet key={opened ? "opened" : "blank"} opened={opened} words={words} onChange={markChanged} />;
}

/**
 * The generator, starting from what the page opened with: a shared address
 * (with its result), else the sheets saved in this browser, else a blank week.
 */
function Timesheet({ opened, words, onChange }: { opened: Opened | null; words: Words; onChange: () => void }) {
  const [state, dispatch] = useReducer(timesheetReducer, null, () => {
    const opening = openingState(opened?.shared ?? null, opened?.saved ?? null);
    if (!opened?.calculate) return opening;
    const form = opening.sheets[opening.current]!;
    const reading = opened.results.readSheet(form);
    // A link gets the messages typing would.
    if (!reading.ok) return { ...opening, problems: reading.problems };
    const calculated = { ...reading, form };
    // The address already holds this sheet: nothing to write.
    return { ...timesheetReducer(opening, { type: "calculated", calculated }), address: null };
  });
  const [results, setResults] = useState<Results | null>(opened?.results ?? null);
  const root = useEarlyInput<HTMLDivElement>();
  const first = useRef(state);
  useEffect(() => {
    if (state !== first.current) onChange();
  }, [state, onChange]);
  // The totals answer Calculate in its own frame; the breakdown, the team's summary, the report
  // actions and the address follow with the state a moment later, as the overtime calculator's
  // details do. Storage keeps up with every edit at once (persist.ts).
  const later = useDeferredValue(state);
  const sheet = state.sheets[state.current]!;
  const { roundTime, meal } = sheet;
  // One rules object while they stay the same, so a key press redraws only its own day (day-rows.tsx).
  const rules = useMemo(() => dayRulesOf({ roundTime, meal }), [roundTime, meal]);
  const invalid = useMemo(() => new Set(state.problems.map((problem) => problem.field)), [state.problems]);
  const team = state.sheets.length > 1;

  const needResults = () => {
    if (!results) void loadResults().then(setResults);
  };
  // A team's list and summary, and writing to storage, come with the results.
  useEffect(() => {
    if (team || state.saving) needResults();
  });

  const update = (changes: Partial<TimesheetForm>) => dispatch({ type: "edit", changes });

  function toggleSaving(checked: boolean) {
    if (!checked) void loadResults().then((loaded) => loaded.forgetSavedValues());
    dispatch({ type: "saving", saving: checked, message: null });
  }

  function addEmployee() {
    void loadResults().then((loaded) => {
      setResults(loaded);
      dispatch({ type: "apply", change: loaded.addEmployee });
    });
  }

  /**
   * Works out a sheet with the results module, which reads it whole: the days across the period
   * (night-overlap.ts), the meal rule and the pay. The module is fetched when the form is first
   * touched, so it has almost always arrived by Calculate; if not, Calculate waits for it.
   */
  function calculateSheet(form: TimesheetForm): Promise<Calculated | null> {
    if (results) return Promise.resolve(settle(form, results));
    return loadResults().then((loaded) => {
      setResults(loaded);
      return settle(form, loaded);
    });
  }

  function settle(form: TimesheetForm, loaded: Results): Calculated | null {
    const reading = loaded.readSheet(form);
    if (!reading.ok) {
      dispatch({ type: "problems", problems: reading.problems });
      return null;
    }
    const calculated = { ...reading, form };
    dispatch({ type: "calculated", calculated });
    return calculated;
  }

  function selectEmployee(index: number) {
    dispatch({ type: "selectEmployee", index });
    // A result on screen follows the employee chosen.
    if (state.calculated) void calculateSheet(state.sheets[index]!);
  }

  function clearAll() {
    dispatch({ type: "clearAll" });
    replaceParams(new URLSearchParams());
  }

  function calculate(event: SyntheticEvent) {
    event.preventDefault();
    void calculateSheet(sheet);
  }

  async function generateReport() {
    const calculated = await calculateSheet(sheet);
    // The report is printed from the same data as its PDF, in a frame of its own.
    if (calculated) (await loadResults()).printTimesheet(calculated, team ? state.sheets : null);
  }

  return (
    <div ref={root} className="flex flex-col gap-8">
      <form
        noValidate
        onFocus={needResults}
        onPointerDown={needResults}
        className={`${cardSurface} grid gap-8 p-5 sm:p-8`}
      >
        <div className="grid gap-3">
          {team || state.removed ? (
            <Suspense>
              <EmployeeList state={state} onSelect={selectEmployee} dispatch={dispatch} />
            </Suspense>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button variant="outline" size="sm" onClick={addEmployee}>
              <Icon name="plus" />
              Add employee
            </Button>
            {team ? null : <p className="max-w-prose text-sm text-ink-muted">{words.teamHint}</p>}
          </div>
        </div>

        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-ink">
            {sheet.period === 1 ? "Your week" : `Your ${sheet.period} weeks`}
          </legend>
          <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
            <p className="max-w-prose text-sm text-ink-muted">{words.weekHint}</p>
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                label="Pay period"
                value={String(sheet.period)}
                onChange={(event) => dispatch({ type: "period", period: Number(event.target.value) as PayPeriod })}
              >
                {payPeriods.map((weeks) => (
                  <option key={weeks} value={weeks}>
                    {weeks === 1 ? "1 week" : `${weeks} weeks`}
                  </option>
                ))}
              </SelectField>
              <Button variant="outline" size="sm" onClick={() => dispatch({ type: "copyFirstRow" })}>
                <Icon name="copy" />
                Copy First Row
              </Button>
            </div>
          </div>
          <div className="mt-5">
            <DayRows
              period={sheet.period}
              start={sheet.details.start}
              entries={sheet.entries}
              rules={rules}
              invalid={invalid}
              problemsId={problemsId}
              dispatch={dispatch}
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
              value={sheet.header}
              onChange={(event) => update({ header: event.target.value })}
            />
            <SelectField
              label="Round time"
              value={sheet.roundTime}
              onChange={(event) => update({ roundTime: event.target.value as RoundTime })}
            >
              <option value="none">None</option>
              <optgroup label="Each day's total">
                <option value="15">15 minutes</option>
                <option value="30">30 minutes</option>
              </optgroup>
              <optgroup label="Each punch, before breaks">
                <option value="punch5">Nearest 5 minutes</option>
                <option value="punch6">Nearest 6 minutes</option>
                <option value="punch15">Nearest 15 minutes</option>
                <option value="7min">7-minute rule</option>
              </optgroup>
            </SelectField>
          </div>
          <div className="grid gap-3">
            <CheckboxField
              label="Deduct a meal break when none was entered"
              checked={meal.on}
              onChange={(event) => update({ meal: { ...meal, on: event.target.checked } })}
            />
            {meal.on ? (
              <Suspense>
                <MealFields
                  meal={meal}
                  invalid={invalid}
                  onChange={(change) => update({ meal: { ...meal, ...change } })}
                />
              </Suspense>
            ) : null}
          </div>
          <ReportDetailsFields kind="week" details={sheet.details} onChange={(details) => update({ details })} />
          <TextAreaField
            label="Report notes"
            maxLength={reportNotesMaxLength}
            rows={3}
            value={sheet.notes}
            onChange={(event) => update({ notes: event.target.value })}
          />
          <div className="grid items-start gap-3 sm:grid-cols-3">
            <CheckboxField
              label="Include payment information"
              checked={sheet.includePayment}
              onChange={(event) => update({ includePayment: event.target.checked })}
            />
            <CheckboxField
              label="Show blank days"
              checked={sheet.showBlankDays}
              onChange={(event) => update({ showBlankDays: event.target.checked })}
            />
            <div>
              <CheckboxField
                label="Save values to this browser"
                checked={state.saving}
                aria-describedby={saveHintId}
                onChange={(event) => toggleSaving(event.target.checked)}
              />
              <p
                id={saveHintId}
                className={
                  state.storageMessage ? "mt-1.5 text-sm font-medium text-red-700" : "mt-1.5 text-sm text-ink-muted"
                }
              >
                {state.storageMessage ?? words.saveHint}
              </p>
            </div>
          </div>
          {sheet.includePayment ? (
            <Suspense>
              <PaymentPanel
                payment={sheet.payment}
                invalid={invalid}
                onChange={(payment) => update({ payment: { ...sheet.payment, ...payment } })}
              />
            </Suspense>
          ) : null}
        </fieldset>

        <ProblemList id={problemsId} problems={state.problems} notice={state.notice} />

        <ToolActions onCalculate={calculate} onClear={clearAll}>
          <Button variant="secondary" onClick={() => void generateReport()}>
            <Icon name="file-text" />
            Generate Report
          </Button>
          {later.calculated && results ? (
            <results.TimesheetActions calculated={later.calculated} team={later.team} />
          ) : null}
        </ToolActions>
      </form>

      <div role="status" aria-live="polite">
        {/* A result is worked out by the results module, so it is here whenever there is one. */}
        {results && state.calculated ? (
          <>
            {results.outOfDate(state) ? <results.OutOfDate /> : null}
            <results.TimesheetTotals hours={state.calculated.hours}>
              <results.TotalsParts calculated={state.calculated} />
            </results.TimesheetTotals>
          </>
        ) : null}
      </div>

      {results ? <results.Details state={state} shown={later} dispatch={dispatch} /> : null}
    </div>
  );
}
