import { numberOrNull, readNonNegative } from "~/tools/shared/numbers";
import { firstOverlap, minutesOfDay, spanMinutes } from "~/tools/shared/time";

/** One stretch of work as typed: `HH:MM` times (empty when not filled in) and the break in minutes. */
export interface TimeBlock {
  id: string;
  startTime: string;
  endTime: string;
  /** The break as typed; empty or non-numeric text counts as no break, a negative one is an error. */
  breakMinutes: string;
}

export type BlockStatus = "counted" | "incomplete" | "breakTooLong" | "breakNegative";

export interface BlockHours {
  id: string;
  status: BlockStatus;
  /** From start to end, with 24 hours added when the end is before the start. */
  spanMinutes: number;
  breakMinutes: number;
  /** Worked minutes: span less break; 0 for an incomplete block or a break error. */
  workedMinutes: number;
  crossesMidnight: boolean;
}

export interface WorkingHours {
  blocks: BlockHours[];
  totalMinutes: number;
  /** Total in decimal hours: 450 minutes is 7.5. */
  totalHours: number;
  /** Blocks whose break is negative or longer than the block itself; the total is not valid while there are any. */
  errors: BlockHours[];
  /** The first two blocks (positions from 0) that share a minute, or null; the total is not valid while they do. */
  overlap: [number, number] | null;
}

/** A block's hours. An end before its start runs past midnight; a block missing a time counts as 0. */
export function blockHours(block: TimeBlock): BlockHours {
  const start = minutesOfDay(block.startTime);
  const end = minutesOfDay(block.endTime);
  const breakMinutes = readNonNegative(block.breakMinutes);
  if (start === null || end === null) {
    return {
      id: block.id,
      status: "incomplete",
      spanMinutes: 0,
      breakMinutes,
      workedMinutes: 0,
      crossesMidnight: false,
    };
  }
  const crossesMidnight = end < start;
  const span = spanMinutes(start, end);
  // A negative break is named, as the timesheet names it, never read as no break.
  const negative = (numberOrNull(block.breakMinutes) ?? 0) < 0;
  if (negative || breakMinutes > span) {
    return {
      id: block.id,
      status: negative ? "breakNegative" : "breakTooLong",
      spanMinutes: span,
      breakMinutes,
      workedMinutes: 0,
      crossesMidnight,
    };
  }
  return {
    id: block.id,
    status: "counted",
    spanMinutes: span,
    breakMinutes,
    workedMinutes: span - breakMinutes,
    crossesMidnight,
  };
}

/** Every block's hours and the total across them. */
export function workingHours(blocks: readonly TimeBlock[]): WorkingHours {
  const results = blocks.map(blockHours);
  const totalMinutes = results.reduce((sum, block) => sum + block.workedMinutes, 0);
  return {
    blocks: results,
    totalMinutes,
    totalHours: totalMinutes / 60,
    errors: results.filter((block) => block.status === "breakTooLong" || block.status === "breakNegative"),
    // The blocks are one day's, each starting on that day (docs/product.md#working-hours-calculator).
    overlap: firstOverlap(
      blocks.map((block, index) => ({ start: minutesOfDay(block.startTime) ?? 0, span: results[index]!.spanMinutes })),
    ),
  };
}

/** What to say when two blocks overlap, naming them as the screen numbers them. */
export const overlapMessage = ([first, second]: [number, number]): string =>
  `Blocks ${first + 1} and ${second + 1} overlap: a block must end before the next one starts. Change a time, or remove one of them.`;
