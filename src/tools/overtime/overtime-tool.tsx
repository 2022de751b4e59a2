import { Calculator, Download, Printer, RotateCcw } from "lucide-react";
import { useDeferredValue, useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { downloadCsv } from "~/tools/shared/csv";
import { formatDecimalHours, formatMoney } from "~/tools/shared/format";
import { printReport } from "~/tools/shared/print";
import { ProblemList } from "~/tools/shared/problem-list";
import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { ReportNotes } from "~/tools/shared/report-notes";
import { currentParams, replaceParams } from "~/tools/shared/url-state";
import {
  emptyOvertimeForm,
  hoursKindLabel,
  hoursKinds,
  payForWeek,
  readOvertimeForm,
  weekDays,
  type DayHours,
  type FormProblem,
  type HoursKind,
  type OvertimeForm,
  type OvertimeRates,
  type RateField,
  type WeekPay,
} from "./overtime";
import { decodeOvertime, encodeOvertime, hasOvertimeParams } from "./url-state";

const reportTitle = "Overtime Report";
const problemsId = "overtime-problems";
const shortKindLabel: Record<HoursKind, string> = {
  regular: "Regular",
  overtime: "Overtime",
  doubleTime: "Double time",
};

const inputClass =
  "block w-full rounded-control border border-line bg-white px-3 py-2.5 text-[0.9375rem] text-ink tabular-nums shadow-sm transition-colors hover:border-slate-300 focus:border-brand-500 focus:shadow-focus focus:outline-none aria-invalid:border-red-600";

interface Calculated {
  week: DayHours[];
  rates: OvertimeRates;
  header: string;
  notes: string;
}

function csvRows(pay: WeekPay) {
  const money = (amount: number) => amount.toFixed(2);
  const hours = formatDecimalHours;
  return [
    [
      "Day",
      "Regular hours",
      "Overtime hours",
      "Double-time hours",
      "Total hours",
      "Regular pay",
      "Overtime pay",
      "Double-time pay",
      "Total pay",
    ],
    ...[...pay.days, { day: "Total", ...pay.totals }].map((row) => [
      row.day,
      hours(row.regularHours),
      hours(row.overtimeHours),
      hours(row.doubleTimeHours),
      hours(row.totalHours),
      money(row.regularPay),
      money(row.overtimePay),
      money(row.doubleTimePay),
      money(row.totalPay),
    ]),
  ];
}

function BreakdownTable({ pay }: { pay: WeekPay }) {
  const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
  return (
    <table className="w-full min-w-[44rem] border-collapse text-sm">
      <caption className="sr-only">Hours and pay by day</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs tracking-wide text-ink-muted uppercase">
          <th scope="col" className="px-3 py-2 font-semibold">
            Day
          </th>
          {[
            "Regular h",
            "Overtime h",
            "Double-time h",
            "Total h",
            "Regular pay",
            "Overtime pay",
            "Double-time pay",
          ].map((label) => (
            <th key={label} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
              {label}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            Total pay
          </th>
        </tr>
      </thead>
      <tbody>
        {pay.days.map((row) => (
          <tr key={row.day} className="border-b border-line/70">
            <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
              {row.day}
            </th>
            <td className={cell}>{formatDecimalHours(row.regularHours)}</td>
            <td className={cell}>{formatDecimalHours(row.overtimeHours)}</td>
            <td className={cell}>{formatDecimalHours(row.doubleTimeHours)}</td>
            <td className={cell}>{formatDecimalHours(row.totalHours)}</td>
            <td className={cell}>{formatMoney(row.regularPay)}</td>
            <td className={cell}>{formatMoney(row.overtimePay)}</td>
            <td className={cell}>{formatMoney(row.doubleTimePay)}</td>
            <td className={`${cell} font-semibold text-ink`}>{formatMoney(row.totalPay)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="bg-brand-50/70 font-semibold text-ink">
          <th scope="row" className="px-3 py-2 text-left">
            Week
          </th>
          <td className={cell}>{formatDecimalHours(pay.totals.regularHours)}</td>
          <td className={cell}>{formatDecimalHours(pay.totals.overtimeHours)}</td>
          <td className={cell}>{formatDecimalHours(pay.totals.doubleTimeHours)}</td>
          <td className={cell}>{formatDecimalHours(pay.totals.totalHours)}</td>
          <td className={cell}>{formatMoney(pay.totals.regularPay)}</td>
          <td className={cell}>{formatMoney(pay.totals.overtimePay)}</td>
          <td className={cell}>{formatMoney(pay.totals.doubleTimePay)}</td>
          <td className={cell}>{formatMoney(pay.totals.totalPay)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function rateLine(rates: OvertimeRates) {
  return `Base rate ${formatMoney(rates.baseRate)} an hour · overtime ${rates.overtimeMultiplier}x · double time ${rates.doubleTimeMultiplier}x`;
}

/**
 * The overtime calculator: a week of hours of three kinds, three rates, and a
 * breakdown by day. The result is worked out from the inputs as they were at
 * Calculate, which is also what the address and the report hold.
 */
export function OvertimeTool() {
  const [form, setForm] = useState<OvertimeForm>(() => emptyOvertimeForm());
  const [header, setHeader] = useState("");
  const [notes, setNotes] = useState("");
  const [calculated, setCalculated] = useState<Calculated | null>(null);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const report = useRef<HTMLDivElement>(null);

  // The prerendered page has no query; a shared link's inputs arrive after hydration.
  useEffect(() => {
    const params = currentParams();
    if (!hasOvertimeParams(params)) return;
    const state = decodeOvertime(params);
    const reading = readOvertimeForm(state.form);
    // A one-time read of an external system (the address), which the server render cannot see.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setForm(state.form);
    setHeader(state.header);
    setNotes(state.notes);
    if (reading.ok)
      setCalculated({ week: reading.week, rates: reading.rates, header: state.header, notes: state.notes });
  }, []);

  const pay = calculated ? payForWeek(calculated.week, calculated.rates) : null;
  // The totals answer the press at once; the table by day and the report follow a moment
  // later, in a render of their own, so a slow phone paints the answer first.
  const detail = useDeferredValue(calculated);
  const detailPay = detail === calculated ? pay : detail ? payForWeek(detail.week, detail.rates) : null;
  const invalid = new Set(problems.map((problem) => problem.field));

  const setHours = (index: number, kind: HoursKind, value: string) =>
    setForm((current) => ({
      ...current,
      days: current.days.map((entry, at) => (at === index ? { ...entry, [kind]: value } : entry)),
    }));
  const setRate = (field: RateField, value: string) => setForm((current) => ({ ...current, [field]: value }));

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reading = readOvertimeForm(form);
    if (!reading.ok) {
      setProblems(reading.problems);
      setCalculated(null);
      return;
    }
    setProblems([]);
    setCalculated({ week: reading.week, rates: reading.rates, header: header.trim(), notes: notes.trim() });
    replaceParams(encodeOvertime({ form, header, notes }));
  }

  function clearAll() {
    // Everything back to what a first visit shows, rates included (docs/product.md#tools).
    setForm(emptyOvertimeForm());
    setHeader("");
    setNotes("");
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
        className="grid gap-8 rounded-card border border-line bg-white p-5 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]"
      >
        <fieldset className="min-w-0">
          <legend className="text-lg font-semibold text-ink">Hours this week</legend>
          <p className="mt-1 text-sm text-ink-muted">In hours, halves allowed (7.5). Leave a day empty for no hours.</p>
          <div
            aria-hidden="true"
            className="mt-5 hidden grid-cols-[6.5rem_repeat(3,minmax(0,1fr))] gap-3 px-1 text-xs font-semibold tracking-wide text-ink-muted uppercase sm:grid"
          >
            <span>Day</span>
            {hoursKinds.map((kind) => (
              <span key={kind}>{shortKindLabel[kind]}</span>
            ))}
          </div>
          <div className="mt-3 grid gap-3 sm:gap-2">
            {weekDays.map((day, index) => (
              <div
                key={day}
                role="group"
                aria-label={day}
                className="grid grid-cols-3 gap-x-3 gap-y-1.5 rounded-control bg-surface-muted/70 p-3 sm:grid-cols-[6.5rem_repeat(3,minmax(0,1fr))] sm:items-center sm:bg-transparent sm:p-1"
              >
                <span className="col-span-3 text-sm font-semibold text-ink sm:col-span-1">{day}</span>
                {hoursKinds.map((kind) => {
                  const id = `overtime-${index}-${kind}`;
                  return (
                    <div key={kind} className="min-w-0">
                      <label htmlFor={id} className="mb-1 block text-xs text-ink-muted sm:sr-only">
                        {shortKindLabel[kind]}
                      </label>
                      <input
                        id={id}
                        aria-label={`${day} ${hoursKindLabel[kind]}`}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        max={24}
                        step={0.5}
                        placeholder="0"
                        value={form.days[index]?.[kind] ?? ""}
                        onChange={(event) => setHours(index, kind, event.target.value)}
                        aria-invalid={invalid.has(`${index}-${kind}`) || undefined}
                        aria-describedby={invalid.has(`${index}-${kind}`) ? problemsId : undefined}
                        className={inputClass}
                      />
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </fieldset>

        <div className="grid content-start gap-6">
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-lg font-semibold text-ink">Rates</legend>
            {rateField("baseRate", "Base rate", 0, 0.01, "US dollars an hour.")}
            <div className="grid gap-4 sm:grid-cols-2">
              {rateField("overtimeMultiplier", "Overtime multiplier", 1, 0.1, "1.5 is time and a half.")}
              {rateField("doubleTimeMultiplier", "Double-time multiplier", 1, 0.1, "2 is double time.")}
            </div>
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-lg font-semibold text-ink">Report (optional)</legend>
            <TextField
              label="Report header"
              maxLength={reportHeaderMaxLength}
              placeholder="e.g. Jo Smith, week of 3 March"
              value={header}
              onChange={(event) => setHeader(event.target.value)}
            />
            <TextAreaField
              label="Report notes"
              maxLength={reportNotesMaxLength}
              rows={3}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </fieldset>
          <ProblemList id={problemsId} problems={problems} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit">
              <Calculator aria-hidden="true" />
              Calculate
            </Button>
            <Button variant="outline" onClick={clearAll}>
              <RotateCcw aria-hidden="true" />
              Clear All
            </Button>
          </div>
        </div>
      </form>

      <div role="status" aria-live="polite">
        {pay && calculated ? <Summary pay={pay} rates={calculated.rates} /> : null}
      </div>

      {detailPay && detail ? (
        <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 className="text-lg font-semibold text-ink">Breakdown by day</h2>
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" size="sm" onClick={() => printReport(reportTitle, report.current)}>
                <Printer aria-hidden="true" />
                Print Report
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => downloadCsv("overtime-report.csv", csvRows(detailPay))}
              >
                <Download aria-hidden="true" />
                Download CSV
              </Button>
            </div>
          </div>
          <ScrollRegion label="Breakdown by day" className="mt-5">
            <BreakdownTable pay={detailPay} />
          </ScrollRegion>

          <div ref={report} hidden className="p-2 text-ink">
            <h2 className="text-2xl font-bold">{reportTitle}</h2>
            {detail.header ? <p className="mt-2 text-lg font-semibold">{detail.header}</p> : null}
            <p className="mt-2 text-sm text-ink-muted">{rateLine(detail.rates)}</p>
            <div className="mt-6">
              <BreakdownTable pay={detailPay} />
            </div>
            <p className="mt-6 text-lg font-bold">Total pay: {formatMoney(detailPay.totals.totalPay)}</p>
            <ReportNotes notes={detail.notes} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

function Summary({ pay, rates }: { pay: WeekPay; rates: OvertimeRates }) {
  const { totals } = pay;
  const tiles = [
    { label: "Regular", hours: totals.regularHours, amount: totals.regularPay },
    { label: `Overtime (${rates.overtimeMultiplier}x)`, hours: totals.overtimeHours, amount: totals.overtimePay },
    {
      label: `Double time (${rates.doubleTimeMultiplier}x)`,
      hours: totals.doubleTimeHours,
      amount: totals.doubleTimePay,
    },
  ];
  return (
    <section aria-label="Weekly totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="rounded-card bg-brand-900 p-5 text-white shadow-card sm:col-span-2 lg:col-span-1">
        <p className="text-sm font-medium text-brand-100">Total pay for the week</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{formatMoney(totals.totalPay)}</p>
        <p className="mt-1 text-sm text-brand-100 tabular-nums">{formatDecimalHours(totals.totalHours)} hours in all</p>
      </div>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-card border border-line bg-white p-5 shadow-card">
          <p className="text-sm font-medium text-ink-muted">{tile.label}</p>
          <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{formatMoney(tile.amount)}</p>
          <p className="mt-1 text-sm text-ink-muted tabular-nums">{formatDecimalHours(tile.hours)} hours</p>
        </div>
      ))}
    </section>
  );
}
