/**
 * The tools that other sites may embed (docs/product.md#embeds), with the
 * height their frame starts at: enough for the tool as a first visit shows it
 * in a column about 700 px wide, so a host page without script still fits it.
 */
import type { ToolPageContent } from "./tool-page";
import { page as militaryTime } from "./pages/military-time-converter";
import { page as overtime } from "./pages/overtime-calculator";
import { page as pomodoro } from "./pages/pomodoro-timer";
import { page as timesheet } from "./pages/timesheet-generator";
import { page as workingHours } from "./pages/working-hours-calculator";

export interface EmbeddableTool {
  page: ToolPageContent;
  height: number;
}

export const embeddableTools: readonly EmbeddableTool[] = [
  { page: timesheet, height: 1440 },
  { page: militaryTime, height: 1700 },
  { page: overtime, height: 1780 },
  { page: workingHours, height: 760 },
  { page: pomodoro, height: 1500 },
];

export function embeddableTool(path: string): EmbeddableTool | undefined {
  return embeddableTools.find((tool) => tool.page.path === path);
}
