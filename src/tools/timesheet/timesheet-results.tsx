import { Fragment, memo, useMemo, type Dispatch } from "react";
import ReportActions from "~/tools/shared/report-actions";
import { printReport } from "~/tools/shared/print";
import { usePersist } from "./persist";
import { reportFor } from "./team-report";
import type { TimesheetAction, TimesheetState } from "./timesheet-state";
import { cardSurface } from "~/components/ui/surfaces";
import ColumnTable from "~/tools/shared/column-table-view";
import type { Column } from "~/tools/shared/columns";
import { clockHours, formatDecimalHours, formatMoney } from "~/tools/shared/format";
import { describeDifferentials } from "./night-differential";
import { describeRule } from "./pay";
import { teamMembers, teamSummary } from "./team-report";
import type { TimesheetForm } from "./timesheet";
import {
  breakdownLabel,
  regularRateNotes,
  reportColumns,
  nextDayMark,
  ruleNotes,
  timesheetResult,
  type Calculated,
  type ReportRow,
  type ReportTotal,
  type TimesheetResult,
} from "./timesheet-report";

/** The timesheet's results on screen; loaded after the page (see deferred.ts). Paper and PDF: timesheetReportBody. */

/**
 * A day's name as the table draws it: "Week 1" may go on a line of its own when the columns are
 * tight, but the day and its date ("Wednesday Nov 18") stay together.
 */
function DayName({ name, date }: { name: string; date: string }) {
  const week = /^Week \d+ /.exec(name)?.[0] ?? "";
  return (
    <>
      {week}
      <span className="whitespace-nowrap">{`${name.slice(week.length)} ${date}`.trim()}</span>
    </>
  );
}

/** Two sheets hold the same values (an edit typed and taken back leaves a sheet as it was). */
const sameSheet = (a: TimesheetForm, b: TimesheetForm | undefined) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/** Whether a sheet has changed since the result on screen was worked out from it. */
export function outOfDate({ calculated, team, sheets, current }: TimesheetState): boolean {
  if (!calculated) return false;
  if (!sameSheet(calculated.form, sheets[current])) return true;
  return team !== null && (team.length !== sheets.length || team.some((sheet, at) => !sameSheet(sheet, sheets[at])));
}

/** A cell's times, each kept on one line, a next-day mark in small type ("23:30 (+1 day)"). */
function Times({ text }: { text: string }) {
  return text.split(", ").map((time, at) => (
    <Fragment key={at}>
      {at ? ", " : ""}
      {time.endsWith(` ${nextDayMark}`) ? (
        <span className="whitespace-nowrap">
          {time.slice(0, -nextDayMark.length - 1)} <span className="text-xs text-accent-700">{nextDayMark}</span>
        </span>
      ) : (
        time
      )}
    </Fragment>
  ));
}

/** Columns whose cells are clock times. */
const timeColumns = new Set(["To", "From rounded", "To rounded"]);

/** The columns as the screen draws them: a day's date kept on one line, a next-day time marked in small type. */
function screenColumns(result: TimesheetResult): Column<ReportRow, ReportTotal>[] {
  return reportColumns(result.columns).map((column) =>
    column.header === "Day"
      ? { ...column, show: ({ day, date }) => <DayName name={day.name} date={date} /> }
      : timeColumns.has(column.header)
        ? {
            ...column,
            show: (row) => {
              const text = String(column.value(row));
              return text ? <Times text={text} /> : null;
            },
          }
        : column,
  );
}

function WeekTables({ result }: { result: TimesheetResult }) {
  const columns = screenColumns(result);
  return result.weeks.map((week, at) => (
    <div key={week.subtotal.label} className={at ? "mt-6" : undefined}>
      <ColumnTable
        caption={result.weeks.length > 1 ? `Week ${at + 1}` : breakdownLabel}
        columns={columns}
        rows={week.rows}
        rowKey={(row) => row.day.name}
        totals={{ label: week.subtotal.label, values: week.subtotal }}
      />
    </div>
  ));
}

/** The pay beside the total hours (see totals.tsx): the period's pay and the rule that applied. */
function PayTotal({ calculated }: { calculated: Calculated }) {
  const result = timesheetResult(calculated);
  const { pay } = result;
  if (!pay || !calculated.pay) return null;
  return (
    <div className={`${cardSurface} p-5 sm:col-span-2`}>
      <p className="text-sm font-medium text-ink-muted">Total pay</p>
      <p className="mt-1 text-3xl font-bold text-ink tabular-nums">{formatMoney(pay.totals.pay)}</p>
      <p className="mt-1 text-sm text-ink-muted tabular-nums">
        {formatDecimalHours(pay.totals.regularHours)} h at {formatMoney(calculated.pay.basePay)} ={" "}
        {formatMoney(pay.totals.regularPay)}
        {pay.totals.overtimeHours > 0
          ? ` · ${formatDecimalHours(pay.totals.overtimeHours)} h overtime = ${formatMoney(pay.totals.overtimePay)}`
          : ""}
        {pay.totals.unpaidHours > 0 ? ` · ${formatDecimalHours(pay.totals.unpaidHours)} h unpaid` : ""}
        {pay.totals.differentialPay > 0
          ? ` · ${formatDecimalHours(pay.totals.differentialHours)} h differential = ${formatMoney(pay.totals.differentialPay)}`
          : ""}
      </p>
      <p className="mt-2 text-sm font-medium text-brand-800">Rule applied: {describeRule(calculated.pay)}</p>
      {[...describeDifferentials(calculated.pay), ...regularRateNotes(result, calculated.pay)].map((line) => (
        <p key={line} className="mt-1 text-sm text-ink-muted">
          {line}
        </p>
      ))}
    </div>
  );
}

/** Beside and under the total hours (totals.tsx): the pay, each week's subtotal, and how rounding and the meal rule applied. */
export const TotalsParts = memo(function TotalsParts({ calculated }: { calculated: Calculated }) {
  const notes = ruleNotes(calculated);
  return (
    <>
      <PayTotal calculated={calculated} />
      <WeekSubtotals calculated={calculated} />
      {notes.length ? (
        <ul className="grid gap-1 text-sm text-ink-muted sm:col-span-full">
          {notes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
});

/**
 * What follows the totals: with several employees, the team's summary; then
 * the days of the sheet in view, drawn from `shown`, the state a moment after
 * the press (timesheet-tool.tsx). Also, rendering nothing, what keeps the
 * sheets outside the page (persist.ts).
 */
export function Details({
  state,
  shown,
  dispatch,
}: {
  state: TimesheetState;
  shown: TimesheetState;
  dispatch: Dispatch<TimesheetAction>;
}) {
  usePersist(state, shown, dispatch);
  if (!shown.calculated) return null;
  return <Results calculated={shown.calculated} team={shown.team} current={shown.current} />;
}

/** The results after the totals; drawn again only after a Calculate, never as the visitor types. */
const Results = memo(function Results({
  calculated,
  team,
  current,
}: {
  calculated: Calculated;
  team: TimesheetForm[] | null;
  current: number;
}) {
  return (
    <>
      {team ? <TeamSummary team={team} current={current} /> : null}
      <div className={`${cardSurface} p-5 sm:p-8`}>
        <h2 className="mb-5 text-lg font-semibold text-ink">Hours by day</h2>
        <ResultBreakdown calculated={calculated} />
      </div>
    </>
  );
});

/**
 * The report's actions in the form's row: the team's report with several employees at
 * Calculate, else the sheet's, made when an action is pressed. Drawn again only after a
 * Calculate, never as the visitor types.
 */
export const TimesheetActions = memo(function TimesheetActions({
  calculated,
  team,
}: {
  calculated: Calculated;
  team: TimesheetForm[] | null;
}) {
  return <ReportActions printButton={false} report={() => reportFor(calculated, team)} />;
});

/** Generate Report: the same report, printed through its hidden frame. */
export function printTimesheet(calculated: Calculated, team: TimesheetForm[] | null): void {
  const report = reportFor(calculated, team);
  printReport(report.title, report.body, report.texts);
}

/**
 * The team's summary, after Calculate with several employees: each one's
 * hours and pay and the team's totals, and the sheets that do not read yet.
 */
function TeamSummary({ team, current }: { team: readonly TimesheetForm[]; current: number }) {
  const members = useMemo(() => teamMembers(team), [team]);
  const summary = useMemo(() => teamSummary(members), [members]);
  const waiting = members.filter((member) => !member.result);
  return (
    <section aria-labelledby="timesheet-team" className={`${cardSurface} p-5 sm:p-8`}>
      <h2 id="timesheet-team" className="mb-1 text-lg font-semibold text-ink">
        Team summary
      </h2>
      <p className="mb-5 text-sm text-ink-muted">
        Every employee&apos;s sheet as it was at Calculate; {members[current]?.name ?? "this one"}&apos;s days follow.
        The report, the CSV and the PDF hold the summary and each sheet.
      </p>
      <ColumnTable
        caption="Hours and pay by employee"
        columns={summary.columns}
        rows={summary.rows}
        rowKey={(row) => row.name}
        totals={{ label: "Team total", values: summary.total }}
      />
      {waiting.length ? (
        <ul className="mt-4 grid gap-1 text-sm text-accent-700">
          {waiting.map((member) => (
            <li key={member.index}>
              {member.name} is left out until their sheet is fixed: {member.problems.join(" ")}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Each week's hours and pay, when the period is longer than a week. */
function WeekSubtotals({ calculated }: { calculated: Calculated }) {
  const { weeks } = timesheetResult(calculated);
  if (weeks.length < 2) return null;
  return (
    <ul aria-label="Week subtotals" className="grid gap-2 text-sm sm:col-span-full sm:grid-cols-2 lg:grid-cols-4">
      {weeks.map(({ subtotal }, at) => (
        <li key={subtotal.label} className="rounded-control border border-line bg-white px-4 py-3 tabular-nums">
          <span className="font-semibold text-ink">Week {at + 1}:</span>{" "}
          {`${formatDecimalHours(subtotal.hours)} h (${clockHours(subtotal.hours)})`}
          {subtotal.pay ? `, ${formatMoney(subtotal.pay.pay)}` : ""}
          {subtotal.pay?.overtimeHours ? ` (${formatDecimalHours(subtotal.pay.overtimeHours)} h overtime)` : ""}
        </li>
      ))}
    </ul>
  );
}

/** The breakdown: cards on a phone, a keyboard-scrollable table from the small breakpoint up. */
function ResultBreakdown({ calculated }: { calculated: Calculated }) {
  const result = timesheetResult(calculated);
  if (!result.weeks.some((week) => week.rows.length)) {
    return (
      <p className="text-sm text-ink-muted">
        No days with times yet. Fill in From and To for a day, or tick Show blank days to list the whole period.
      </p>
    );
  }
  return (
    <section aria-label={breakdownLabel}>
      <WeekTables result={result} />
    </section>
  );
}
