/**
 * The free tools, one entry each: navigation, embeds, the sitemap, the methodology
 * page, the bench and the tests all read this list, so adding a tool is an entry here
 * plus its folder (`src/tools/<folder>/`, with the `island.astro` that places it) and
 * its page document in the content store (docs/product.md#tools).
 *
 * Plain data with no imports: Node scripts (the bench) read it as it is.
 */
export interface ToolEntry {
  /** The tool's page, and its embed at `/embed<path>`. */
  path: string;
  /** The folder under src/tools that holds its code and `island.astro`. */
  folder: string;
  /** Its name where tools are listed: the methodology's links, the embed code's title. */
  name: string;
  /** Its entry in the Resources menu and the footer, with the line under it. */
  navLabel: string;
  description: string;
  /** Whether it prints and downloads a report (and so is one of the calculators the methodology explains). */
  report: boolean;
  /** The embed frame's first height in px: the tool as a first visit shows it, in a column about 700 px wide. */
  embedHeight: number;
}

export const tools: readonly ToolEntry[] = [
  {
    path: "/timesheet-generator",
    folder: "timesheet",
    name: "Timesheet generator",
    navLabel: "Free timesheet generator",
    description: "Build and print a weekly timesheet",
    report: true,
    embedHeight: 1440,
  },
  {
    path: "/military-time-converter",
    folder: "military-time",
    name: "Military time converter",
    navLabel: "Military time converter",
    description: "Switch between 12- and 24-hour time",
    report: false,
    embedHeight: 1700,
  },
  {
    path: "/overtime-calculator",
    folder: "overtime",
    name: "Overtime calculator",
    navLabel: "Overtime calculator",
    description: "Weekly pay with overtime and double time",
    report: true,
    embedHeight: 1780,
  },
  {
    path: "/working-hours-calculator",
    folder: "working-hours",
    name: "Working hours calculator",
    navLabel: "Work hours calculator",
    description: "Add up shifts, breaks and overnight work",
    report: true,
    embedHeight: 760,
  },
  {
    path: "/pomodoro-timer",
    folder: "pomodoro",
    name: "Pomodoro timer",
    navLabel: "Pomodoro timer",
    description: "Focus in 20-minute rounds with real breaks",
    report: false,
    embedHeight: 1500,
  },
];

export function toolAt(path: string): ToolEntry | undefined {
  return tools.find((tool) => tool.path === path);
}
