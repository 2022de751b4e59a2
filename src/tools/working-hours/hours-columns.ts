/**
 * The hours per block, defined once (tools/shared/columns.ts) for the table on
 * screen, the printed report, the PDF and the CSV download.
 */
import { columnsCsv, columnsText, type Column } from "~/tools/shared/columns";
import { formatDecimalHours, formatHoursMinutes } from "~/tools/shared/format";
import type { ReportBody } from "~/tools/shared/report";
import type { BlockHours, TimeBlock, WorkingHours } from "./working-hours";

export interface HoursRow {
  label: string;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  workedMinutes: number;
  note: string;
}

type HoursColumn = Column<HoursRow, WorkingHours>;

function formatBreak(minutes: number): string {
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(1)} min`;
}

function noteFor(result: BlockHours): string {
  if (result.status === "incomplete") return "No start or end: counted as 0";
  return result.crossesMidnight ? "Ends the next day" : "";
}

export const hoursColumns: HoursColumn[] = [
  { header: "Block", value: (row) => row.label },
  { header: "Start", value: (row) => row.startTime, numeric: true },
  { header: "End", value: (row) => row.endTime, numeric: true },
  {
    header: "Break",
    csvHeader: "Break (minutes)",
    value: (row) => row.breakMinutes,
    show: (row) => formatBreak(row.breakMinutes),
    print: (row) => formatBreak(row.breakMinutes),
    numeric: true,
  },
  {
    header: "Hours",
    csvHeader: "Hours (decimal)",
    value: (row) => formatDecimalHours(row.workedMinutes / 60),
    total: (hours) => formatDecimalHours(hours.totalHours),
    numeric: true,
    strong: true,
  },
  {
    header: "h:mm",
    csvHeader: "Hours (h:mm)",
    value: (row) => formatHoursMinutes(row.workedMinutes),
    total: (hours) => formatHoursMinutes(hours.totalMinutes),
    numeric: true,
    strong: true,
  },
  { header: "Note", value: (row) => row.note, wide: true, className: "text-ink-muted" },
];

/** Each block as typed, with what it counts for. */
export function hoursRows(blocks: readonly TimeBlock[], hours: WorkingHours): HoursRow[] {
  return blocks.map((block, index) => {
    const result = hours.blocks[index]!;
    return {
      label: `Block ${index + 1}`,
      startTime: block.startTime,
      endTime: block.endTime,
      breakMinutes: result.breakMinutes,
      workedMinutes: result.workedMinutes,
      note: noteFor(result),
    };
  });
}

/** The rows of the CSV download: the table's columns, the total last. */
export function hoursCsv(blocks: readonly TimeBlock[], hours: WorkingHours) {
  return columnsCsv(hoursColumns, hoursRows(blocks, hours), { label: "Total", values: hours });
}

/** The tool's part of the printed report and the PDF: the blocks and the total. */
export function workingHoursReportBody(blocks: readonly TimeBlock[], hours: WorkingHours): ReportBody {
  return {
    lead: [],
    table: columnsText("Hours per block", hoursColumns, hoursRows(blocks, hours), { label: "Total", values: hours }),
    totals: [`Total: ${formatDecimalHours(hours.totalHours)} hours (${formatHoursMinutes(hours.totalMinutes)})`],
  };
}
