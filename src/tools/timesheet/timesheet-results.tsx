import { ScrollRegion } from "~/components/ui/scroll-region";
import type { RefObject } from "react";
import { formatDecimalHours, formatHoursMinutes, formatMoney } from "~/tools/shared/format";
import { ReportNotes } from "~/tools/shared/report-notes";
import {
  describeRule,
  payForTimesheet,
  type DayHours,
  type HoursPay,
  type PaySettings,
  type TimesheetForm,
  type TimesheetPay,
  type WeekHours,
} from "./timesheet";

export const reportTitle = "Timesheet Report";

/** A calculation: the hours, the pay settings if payment was on, and the form as it was. */
export interface Calculated {
  week: WeekHours;
  pay: PaySettings | null;
  form: TimesheetForm;
}

interface Row {
  day: DayHours;
  pay: HoursPay | null;
}

/** The result derived from a calculation: rows to show, pay, and which extra column the rule needs. */
export function resultOf(calculated: Calculated) {
  const pay = calculated.pay
    ? payForTimesheet(
        calculated.week.days.map((day) => day.hours),
        calculated.pay,
      )
    : null;
  const rows: Row[] = calculated.week.days
    .map((day, index) => ({ day, pay: pay?.days[index] ?? null }))
    .filter((row) => calculated.form.showBlankDays || !row.day.blank);
  const rule = calculated.pay?.overtimeType;
  const extra =
    rule === "afterDay" || rule === "afterWeek"
      ? "overtime"
      : rule === "maxDay" || rule === "maxWeek"
        ? "unpaid"
        : null;
  return { pay, rows, extra } as const;
}

const breakText = (day: DayHours) =>
  day.blank ? "" : `${Number(day.entry.break) > 0 ? Number(day.entry.break) : 0} min`;
const toText = (day: DayHours) => `${day.entry.to}${day.overnight ? " (+1 day)" : ""}`;

export function csvRows(calculated: Calculated) {
  const { pay, rows } = resultOf(calculated);
  const money = (amount: number) => amount.toFixed(2);
  const header = ["Day", "From", "To", "Break (minutes)", "Hours"];
  if (pay) header.push("Base hours", "Overtime hours", "Unpaid hours", "Pay");
  const body = rows.map(({ day, pay: dayPay }) => {
    const row: (string | number)[] = [
      day.day,
      day.entry.from,
      toText(day),
      day.blank ? "" : Number(day.entry.break) || 0,
      formatDecimalHours(day.hours),
    ];
    if (dayPay) {
      row.push(
        formatDecimalHours(dayPay.regularHours),
        formatDecimalHours(dayPay.overtimeHours),
        formatDecimalHours(dayPay.unpaidHours),
        money(dayPay.pay),
      );
    }
    return row;
  });
  const total: (string | number)[] = ["Total", "", "", "", formatDecimalHours(calculated.week.totalHours)];
  if (pay) {
    total.push(
      formatDecimalHours(pay.totals.regularHours),
      formatDecimalHours(pay.totals.overtimeHours),
      formatDecimalHours(pay.totals.unpaidHours),
      money(pay.totals.pay),
    );
  }
  return [header, ...body, total];
}

function ResultTable({ calculated }: { calculated: Calculated }) {
  const { pay, rows, extra } = resultOf(calculated);
  const num = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
  const head = "px-3 py-2 font-semibold whitespace-nowrap";
  const extraOf = (value: HoursPay | TimesheetPay["totals"]) =>
    extra === "overtime" ? value.overtimeHours : value.unpaidHours;
  return (
    <table className="w-full min-w-[36rem] border-collapse text-sm">
      <caption className="sr-only">Hours by day</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs tracking-wide text-ink-muted uppercase">
          <th scope="col" className={head}>
            Day
          </th>
          <th scope="col" className={head}>
            From
          </th>
          <th scope="col" className={head}>
            To
          </th>
          <th scope="col" className={`${head} text-right`}>
            Break
          </th>
          <th scope="col" className={`${head} text-right`}>
            Hours
          </th>
          {pay ? (
            <th scope="col" className={`${head} text-right`}>
              Base hours
            </th>
          ) : null}
          {pay && extra ? (
            <th scope="col" className={`${head} text-right`}>
              {extra === "overtime" ? "Overtime hours" : "Unpaid hours"}
            </th>
          ) : null}
          {pay ? (
            <th scope="col" className={`${head} text-right`}>
              Pay
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ day, pay: dayPay }) => (
          <tr key={day.day} className="border-b border-line/70">
            <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
              {day.day}
            </th>
            <td className="px-3 py-2 tabular-nums">{day.entry.from || "–"}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">
              {day.entry.to || "–"}
              {day.overnight ? <span className="ml-1 text-xs text-accent-700">(+1 day)</span> : null}
            </td>
            <td className={num}>{breakText(day) || "–"}</td>
            <td className={`${num} font-semibold text-ink`}>{formatDecimalHours(day.hours)}</td>
            {dayPay ? <td className={num}>{formatDecimalHours(dayPay.regularHours)}</td> : null}
            {dayPay && extra ? <td className={num}>{formatDecimalHours(extraOf(dayPay))}</td> : null}
            {dayPay ? <td className={`${num} font-semibold text-ink`}>{formatMoney(dayPay.pay)}</td> : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="bg-brand-50/70 font-semibold text-ink">
          <th scope="row" className="px-3 py-2 text-left">
            Week
          </th>
          <td className="px-3 py-2" />
          <td className="px-3 py-2" />
          <td className="px-3 py-2" />
          <td className={num}>{formatDecimalHours(calculated.week.totalHours)}</td>
          {pay ? <td className={num}>{formatDecimalHours(pay.totals.regularHours)}</td> : null}
          {pay && extra ? <td className={num}>{formatDecimalHours(extraOf(pay.totals))}</td> : null}
          {pay ? <td className={num}>{formatMoney(pay.totals.pay)}</td> : null}
        </tr>
      </tfoot>
    </table>
  );
}

function roundingNote(form: TimesheetForm) {
  return form.roundTime === "none" ? null : `Each day rounded to the nearest ${form.roundTime} minutes.`;
}

/** The short result read out by screen readers: totals, pay and the rule that applied. */
export function ResultSummary({ calculated }: { calculated: Calculated }) {
  const { pay } = resultOf(calculated);
  const worked = calculated.week.days.filter((day) => day.hours > 0).length;
  const incomplete = calculated.week.days.filter((day) => day.incomplete).map((day) => day.day);
  const rounding = roundingNote(calculated.form);
  return (
    <section aria-label="Timesheet totals" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-card bg-brand-900 p-5 text-white shadow-card">
          <p className="text-sm font-medium text-brand-100">Total hours</p>
          <p className="mt-1 text-3xl font-bold tabular-nums">{formatDecimalHours(calculated.week.totalHours)}</p>
          <p className="mt-1 text-sm text-brand-100 tabular-nums">
            {formatHoursMinutes(Math.round(calculated.week.totalHours * 60))} over {worked}{" "}
            {worked === 1 ? "day" : "days"}
          </p>
        </div>
        {pay && calculated.pay ? (
          <div className="rounded-card border border-line bg-white p-5 shadow-card sm:col-span-2">
            <p className="text-sm font-medium text-ink-muted">Total pay</p>
            <p className="mt-1 text-3xl font-bold text-ink tabular-nums">{formatMoney(pay.totals.pay)}</p>
            <p className="mt-1 text-sm text-ink-muted tabular-nums">
              {formatDecimalHours(pay.totals.regularHours)} h at {formatMoney(calculated.pay.basePay)} ={" "}
              {formatMoney(pay.totals.regularPay)}
              {pay.totals.overtimeHours > 0
                ? ` · ${formatDecimalHours(pay.totals.overtimeHours)} h overtime = ${formatMoney(pay.totals.overtimePay)}`
                : ""}
              {pay.totals.unpaidHours > 0 ? ` · ${formatDecimalHours(pay.totals.unpaidHours)} h unpaid` : ""}
            </p>
            <p className="mt-2 text-sm font-medium text-brand-800">Rule applied: {describeRule(calculated.pay)}</p>
          </div>
        ) : null}
      </div>
      {rounding || incomplete.length ? (
        <ul className="grid gap-1 text-sm text-ink-muted">
          {rounding ? <li>{rounding}</li> : null}
          {incomplete.length ? (
            <li className="text-accent-700">
              {incomplete.join(", ")} {incomplete.length === 1 ? "has" : "have"} only one of From and To, so{" "}
              {incomplete.length === 1 ? "it counts" : "they count"} as 0 hours.
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

/** The breakdown table inside a keyboard-scrollable region. */
export function ResultBreakdown({ calculated }: { calculated: Calculated }) {
  const { rows } = resultOf(calculated);
  if (!rows.length) {
    return (
      <p className="text-sm text-ink-muted">
        No days with times yet. Fill in From and To for a day, or tick Show blank days to list the whole week.
      </p>
    );
  }
  return (
    <ScrollRegion label="Hours by day">
      <ResultTable calculated={calculated} />
    </ScrollRegion>
  );
}

/** The printable report: hidden on the page, copied into the print frame. */
export function TimesheetReport({
  calculated,
  reportRef,
}: {
  calculated: Calculated;
  reportRef: RefObject<HTMLDivElement | null>;
}) {
  const { pay } = resultOf(calculated);
  const { form } = calculated;
  const rounding = roundingNote(form);
  return (
    <div ref={reportRef} hidden className="p-2 text-ink">
      <h2 className="text-2xl font-bold">{reportTitle}</h2>
      {form.header.trim() ? <p className="mt-2 text-lg font-semibold">{form.header.trim()}</p> : null}
      {rounding ? <p className="mt-2 text-sm text-ink-muted">{rounding}</p> : null}
      <div className="mt-6">
        <ResultTable calculated={calculated} />
      </div>
      <p className="mt-6 text-lg font-bold">Total hours: {formatDecimalHours(calculated.week.totalHours)}</p>
      {pay && calculated.pay ? (
        <div className="mt-2">
          <p className="text-lg font-bold">Total pay: {formatMoney(pay.totals.pay)}</p>
          <p className="mt-1 text-sm">Base pay rate: {formatMoney(calculated.pay.basePay)} an hour</p>
          <p className="mt-1 text-sm">Rule applied: {describeRule(calculated.pay)}</p>
        </div>
      ) : null}
      <ReportNotes notes={form.notes} />
    </div>
  );
}
