import type { Column } from "~/tools/shared/columns";
import { columnsCsv, columnsText } from "~/tools/shared/columns";
import type { CsvCell } from "~/tools/shared/csv";
import { clockHours, formatDecimalHours, formatMoney } from "~/tools/shared/format";
import type { ReportTexts } from "~/tools/shared/report";
import { reportFilename, type ReportBody } from "~/tools/shared/report";
import type { PayTotals } from "./pay";
import { readSheet } from "./payment";
import type { TimesheetForm } from "./timesheet";
import { employeeName } from "./team-state";
import {
  csvRows,
  payColumns,
  reportColumns,
  reportPdfName,
  reportTexts,
  reportTitle,
  sheetCsv,
  timesheetReportBody,
  timesheetResult,
  type Calculated,
  type ColumnChoice,
  type ReportRow,
  type ReportTotal,
  type TimesheetResult,
} from "./timesheet-report";

/**
 * A team's period (docs/product.md#timesheet-generator): every employee's
 * sheet worked out alone, a summary of them (employee, regular, overtime,
 * unpaid, hours, pay and the team's totals), and one report of it all: the
 * summary, then each employee's sheet with its signature lines, on paper, as
 * a PDF and as one CSV.
 */

/** One employee in the summary: their result, or what keeps their sheet from reading. */
export interface TeamMember {
  index: number;
  name: string;
  calculated: Calculated | null;
  result: TimesheetResult | null;
  problems: string[];
}

/** The summary's row: an employee's figures, or the team's totals. */
export interface SummaryRow {
  name: string;
  hours: number;
  pay: PayTotals | null;
}

export function teamMembers(team: readonly TimesheetForm[]): TeamMember[] {
  return team.map((form, index) => {
    const reading = readSheet(form);
    const name = employeeName(form, index);
    if (!reading.ok) {
      return { index, name, calculated: null, result: null, problems: reading.problems.map((each) => each.message) };
    }
    const calculated = { hours: reading.hours, pay: reading.pay, form };
    return { index, name, calculated, result: timesheetResult(calculated), problems: [] };
  });
}

/** The optional columns any of the sheets has: the team's table has each one any sheet needs. */
function unionOf(members: readonly TeamMember[]): ColumnChoice {
  const choice: ColumnChoice = {
    punches: false,
    meal: false,
    pay: false,
    overtime: false,
    unpaid: false,
    night: false,
  };
  for (const member of members) {
    for (const key of Object.keys(choice) as (keyof ColumnChoice)[]) {
      choice[key] ||= member.result?.columns[key] ?? false;
    }
  }
  return choice;
}

const sumPay = (rows: readonly SummaryRow[]): PayTotals | null => {
  const paid = rows.filter((row) => row.pay);
  if (!paid.length) return null;
  const sum = (part: keyof PayTotals) => paid.reduce((total, row) => total + Math.round(row.pay![part] * 100), 0) / 100;
  return {
    regularHours: sum("regularHours"),
    overtimeHours: sum("overtimeHours"),
    unpaidHours: sum("unpaidHours"),
    differentialHours: sum("differentialHours"),
    regularPay: sum("regularPay"),
    overtimePay: sum("overtimePay"),
    differentialPay: sum("differentialPay"),
    regularRate: 0,
    pay: sum("pay"),
  };
};

/** The summary's columns: the employee, each kind of hours the sheets have, hours in both notations and pay. */
function summaryColumns(choice: ColumnChoice): Column<SummaryRow, SummaryRow>[] {
  const hours: Column<SummaryRow, SummaryRow>[] = [
    {
      header: "Hours",
      value: (row) => formatDecimalHours(row.hours),
      total: (row) => formatDecimalHours(row.hours),
      numeric: true,
      strong: true,
    },
    {
      header: "h:mm",
      csvHeader: "Hours (h:mm)",
      value: (row) => clockHours(row.hours),
      total: (row) => clockHours(row.hours),
      numeric: true,
    },
  ];
  const [pay] = payColumns<SummaryRow, SummaryRow>(choice).slice(-1);
  const paidHours = payColumns<SummaryRow, SummaryRow>(choice).slice(0, -1);
  return [
    { header: "Employee", value: (row) => row.name },
    ...paidHours.map((column) => ({ ...column, header: column.header.replace("Base hours", "Regular hours") })),
    ...hours,
    ...(pay ? [{ ...pay, value: (row: SummaryRow) => (row.pay ? row.pay.pay : "") }] : []),
  ];
}

/** The summary's rows, the employees whose sheets read, and the team's totals. */
export function teamSummary(members: readonly TeamMember[]) {
  const choice = unionOf(members);
  const rows: SummaryRow[] = members
    .filter((member) => member.result)
    .map((member) => ({ name: member.name, hours: member.result!.total.hours, pay: member.result!.total.pay }));
  const total: SummaryRow = {
    name: "Team total",
    hours: rows.reduce((sum, row) => sum + Math.round(row.hours * 100), 0) / 100,
    pay: sumPay(rows),
  };
  return { choice, columns: summaryColumns(choice), rows, total };
}

/** Who is left out of the report, and why. */
const leftOut = (members: readonly TeamMember[]) =>
  members
    .filter((member) => !member.result)
    .map((member) => `Left out until their sheet is fixed: ${member.name} (${member.problems[0]})`);

/** The team's report: the summary page, signed by the approver, then each employee's sheet on pages of its own. */
export function teamReportBody(members: readonly TeamMember[]): ReportBody {
  const summary = teamSummary(members);
  const table = columnsText("Hours and pay by employee", summary.columns, summary.rows, {
    label: "Team total",
    values: summary.total,
  });
  return {
    lead: [
      `${summary.rows.length} ${summary.rows.length === 1 ? "employee" : "employees"} in this period.`,
      ...leftOut(members),
    ],
    table,
    totals: [
      `Team total hours: ${formatDecimalHours(summary.total.hours)} (${clockHours(summary.total.hours)})`,
      ...(summary.total.pay ? [`Team total pay: ${formatMoney(summary.total.pay.pay)}`] : []),
    ],
    signers: "approver",
    sheets: members
      .filter((member) => member.calculated)
      .map((member) => ({
        texts: { ...reportTexts(member.calculated!.form), notes: "" },
        body: timesheetReportBody(member.calculated!),
      })),
  };
}

/**
 * The team's CSV: the summary first (with a line for each employee left out), a blank line, then every employee's days
 * in one table with the employee in its first column (and the columns any
 * sheet needs), each employee's total after their days.
 */
export function teamCsv(members: readonly TeamMember[]): CsvCell[][] {
  const summary = teamSummary(members);
  const lines = columnsCsv(summary.columns, summary.rows, { label: "Team total", values: summary.total });
  // Said under the totals, as on the summary page, so a payroll import cannot miss who is not in them.
  for (const note of leftOut(members)) lines.push([note]);
  const columns: Column<ReportRow, ReportTotal>[] = reportColumns(summary.choice);
  lines.push([], ["Employee", ...columnsCsv(columns, [])[0]!]);
  for (const member of members) {
    if (!member.result) continue;
    for (const line of sheetCsv(member.result, columns, false)) lines.push([member.name, ...line]);
  }
  return lines;
}

/** Everything the report actions need: the sheet's own report, or with a team's sheets at Calculate, the team's. */
export function reportFor(calculated: Calculated, team: readonly TimesheetForm[] | null) {
  const form = calculated.form;
  const texts: ReportTexts = reportTexts(form);
  if (!team || team.length < 2) {
    return {
      title: reportTitle,
      texts,
      body: timesheetReportBody(calculated),
      csv: {
        filename: reportFilename("timesheet", form.details.start, "week", "csv"),
        rows: () => csvRows(calculated),
      },
      pdfName: reportPdfName(form),
    };
  }
  const members = teamMembers(team);
  return {
    title: reportTitle,
    // The summary is the team's: no one employee's name on it.
    texts: { ...texts, employee: `${members.filter((member) => member.result).length} employees` },
    body: teamReportBody(members),
    csv: {
      filename: reportFilename("timesheet-team", form.details.start, "week", "csv"),
      rows: () => teamCsv(members),
    },
    pdfName: reportFilename("timesheet-team", form.details.start, "week", "pdf"),
  };
}
