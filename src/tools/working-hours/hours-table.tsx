import type { CsvCell } from "~/tools/shared/csv";
import { formatDecimalHours, formatHoursMinutes } from "~/tools/shared/format";
import type { BlockHours, TimeBlock, WorkingHours } from "./working-hours";

export interface HoursRow {
  label: string;
  start: string;
  end: string;
  breakMinutes: string;
  decimal: string;
  hoursMinutes: string;
  note: string;
  /** Both times filled in. */
  complete: boolean;
}

function formatBreak(minutes: number): string {
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(1)} min`;
}

function noteFor(result: BlockHours): string {
  if (result.status === "incomplete") return "No start or end: counted as 0";
  return result.crossesMidnight ? "Ends the next day" : "";
}

/** The table's rows, in the words a visitor reads on screen, on paper and in the CSV file. */
export function hoursRows(blocks: readonly TimeBlock[], hours: WorkingHours): HoursRow[] {
  return blocks.map((block, index) => {
    const result = hours.blocks[index]!;
    return {
      label: `Block ${index + 1}`,
      start: block.startTime || "—",
      end: block.endTime || "—",
      breakMinutes: formatBreak(result.breakMinutes),
      decimal: formatDecimalHours(result.workedMinutes / 60),
      hoursMinutes: formatHoursMinutes(result.workedMinutes),
      note: noteFor(result),
      complete: result.status !== "incomplete",
    };
  });
}

export function hoursCsv(blocks: readonly TimeBlock[], hours: WorkingHours): CsvCell[][] {
  return [
    ["Block", "Start", "End", "Break (minutes)", "Hours (decimal)", "Hours (h:mm)", "Note"],
    ...hoursRows(blocks, hours).map((row, index) => [
      row.label,
      blocks[index]!.startTime,
      blocks[index]!.endTime,
      hours.blocks[index]!.breakMinutes,
      row.decimal,
      row.hoursMinutes,
      row.note,
    ]),
    ["Total", "", "", "", formatDecimalHours(hours.totalHours), formatHoursMinutes(hours.totalMinutes), ""],
  ];
}

/**
 * Each block and the total, as a semantic table: used on screen and in the printed
 * report. On screen (`responsive`), phones get the times as a line under each block
 * instead of three extra columns, so the hours stay in view without scrolling.
 */
export function HoursTable({
  blocks,
  hours,
  caption,
  responsive = false,
}: {
  blocks: readonly TimeBlock[];
  hours: WorkingHours;
  caption: string;
  responsive?: boolean;
}) {
  const cell = "px-2.5 py-2.5 sm:px-3";
  const detail = responsive ? "hidden sm:table-cell" : "";
  return (
    <table
      className={`w-full border-collapse text-left text-[0.9375rem] tabular-nums ${responsive ? "sm:min-w-[30rem]" : ""}`}
    >
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line bg-surface-muted text-sm text-ink-muted">
          <th scope="col" className={`${cell} font-semibold`}>
            Block
          </th>
          <th scope="col" className={`${cell} ${detail} font-semibold`}>
            Start
          </th>
          <th scope="col" className={`${cell} ${detail} font-semibold`}>
            End
          </th>
          <th scope="col" className={`${cell} ${detail} text-right font-semibold`}>
            Break
          </th>
          <th scope="col" className={`${cell} text-right font-semibold`}>
            Hours
          </th>
          <th scope="col" className={`${cell} text-right font-semibold`}>
            h:mm
          </th>
        </tr>
      </thead>
      <tbody>
        {hoursRows(blocks, hours).map((row) => (
          <tr key={row.label} className="border-b border-line/70">
            <th scope="row" className={`${cell} font-semibold text-ink`}>
              {row.label}
              {responsive && row.complete ? (
                <span className="block text-xs font-normal text-ink-muted sm:hidden">
                  {row.start} to {row.end}, {row.breakMinutes === "0 min" ? "no break" : `${row.breakMinutes} break`}
                </span>
              ) : null}
              {row.note ? <span className="block text-xs font-normal text-ink-muted">{row.note}</span> : null}
            </th>
            <td className={`${cell} ${detail}`}>{row.start}</td>
            <td className={`${cell} ${detail}`}>{row.end}</td>
            <td className={`${cell} ${detail} text-right`}>{row.breakMinutes}</td>
            <td className={`${cell} text-right`}>{row.decimal}</td>
            <td className={`${cell} text-right`}>{row.hoursMinutes}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-bold text-ink">
          <th scope="row" className={cell}>
            Total
          </th>
          <td className={`${cell} ${detail}`} />
          <td className={`${cell} ${detail}`} />
          <td className={`${cell} ${detail}`} />
          <td className={`${cell} text-right`}>{formatDecimalHours(hours.totalHours)}</td>
          <td className={`${cell} text-right`}>{formatHoursMinutes(hours.totalMinutes)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
