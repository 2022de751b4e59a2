import { decodeReportDetails, encodeReportDetails, type ReportDetails } from "~/tools/shared/report-details";
import { reportHeaderMaxLength, reportNotesMaxLength } from "~/tools/shared/report-limits";
import { readNumberParam, readTextParam, readTimeParam } from "~/tools/shared/url-state";
import type { TimeBlock } from "./working-hours";

/** The most blocks one calculation holds (and the most read from an address). */
export const maxBlocks = 30;

export type BlockInputs = Omit<TimeBlock, "id">;

export interface WorkingHoursInputs {
  blocks: BlockInputs[];
  reportHeader: string;
  reportNotes: string;
  /** The printed report's date (one day), employee and approver. */
  details: ReportDetails;
}

const breakRange = { min: 0, max: 24 * 60, fallback: 0 };

/** `?s0=09:00&e0=17:30&b0=30&s1=...&hdr=...&notes=...&date=...`: block by block, empty values left out. */
export function encodeWorkingHours(inputs: WorkingHoursInputs): URLSearchParams {
  const params = new URLSearchParams();
  inputs.blocks.slice(0, maxBlocks).forEach((block, index) => {
    // Every block keeps at least its start key, so an empty block still counts as a block.
    params.set(`s${index}`, block.startTime);
    if (block.endTime) params.set(`e${index}`, block.endTime);
    if (block.breakMinutes.trim()) params.set(`b${index}`, block.breakMinutes.trim());
  });
  if (inputs.reportHeader) params.set("hdr", inputs.reportHeader);
  if (inputs.reportNotes) params.set("notes", inputs.reportNotes);
  encodeReportDetails(params, inputs.details, "date");
  return params;
}

/**
 * Reads shared blocks, or null when the address holds none. Times that are not
 * `HH:MM` are left empty, breaks are clamped to 0-1440 minutes and unreadable
 * breaks count as no break.
 */
export function decodeWorkingHours(params: URLSearchParams): WorkingHoursInputs | null {
  const blocks: BlockInputs[] = [];
  for (let index = 0; index < maxBlocks; index += 1) {
    const keys = [`s${index}`, `e${index}`, `b${index}`] as const;
    if (!keys.some((key) => params.has(key))) continue;
    const pause = params.get(keys[2]);
    blocks.push({
      startTime: readTimeParam(params, keys[0]),
      endTime: readTimeParam(params, keys[1]),
      breakMinutes: pause === null || pause.trim() === "" ? "" : String(readNumberParam(params, keys[2], breakRange)),
    });
  }
  if (blocks.length === 0) return null;
  return {
    blocks,
    reportHeader: readTextParam(params, "hdr", reportHeaderMaxLength),
    reportNotes: readTextParam(params, "notes", reportNotesMaxLength),
    details: decodeReportDetails(params, "date"),
  };
}
