import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { firstLoad, pageFile, readModuleGraph, scriptsKb, type FirstLoad } from "../../scripts/first-load";
import { e2eBuildDir } from "./site";

/*
 * What each page loads before anyone touches it, read from the build's module graph
 * (scripts/module-graph.ts): its scripts and their static imports. Sizes are gzip KB, as the
 * budgets are (docs/product.md#budgets): a page with an island may load 80 KB, of which React,
 * React DOM and Astro's renderer are one chunk of about 67 KB; each island's own code has a
 * budget of its own below, so it cannot grow unnoticed (each file's compile hint, about 0.05 KB,
 * included). What a tool's first answer does not need (reports, PDF, tables, dialogs, the
 * captcha) loads on first use and must never be here.
 * The timings themselves are the bench's (npm run bench), never a test's.
 */
const graph = readModuleGraph(e2eBuildDir);
const clientDir = join(e2eBuildDir, "client");
const load = (path: string): FirstLoad => firstLoad(readFileSync(pageFile(clientDir, path), "utf8"), graph);
const isRenderer = (url: string) =>
  Object.keys(graph[url]!.modules).some((id) => id.startsWith("node_modules/react-dom/"));
const ownKb = (page: FirstLoad) =>
  scriptsKb(
    clientDir,
    page.scripts.filter((url) => !isRenderer(url)),
  );

const pageBudgetKb = 80;

// Each island's own budget is where its first load stood, raised only for a fix a visitor needs
// (2026-11-28: +0.3 KB each for keeping what was typed before hydration, components/ui/early-input.ts;
// +0.05 KB for drawing icons from the page's own copy, docs/decisions/icons.md).

/** Code no tool needs for its first answer: the report, its PDF, CSV and print, the result table. */
const reportModules = [
  "src/tools/shared/report-actions.tsx",
  "src/tools/shared/pdf-download.tsx",
  "src/tools/shared/pdf/",
  "src/tools/shared/print.ts",
  "src/tools/shared/csv.ts",
  "src/tools/shared/column-table-view.tsx",
  "node_modules/jspdf/",
];

interface Island {
  name: string;
  paths: string[];
  /** The island's own first-load code (everything but the React chunk), gzip KB. */
  ownBudgetKb: number;
  /** Source modules (or folders) that load on first use, never with the page. */
  later: string[];
  /** Words the page shows as HTML that no first-load script may carry. */
  htmlOnly?: string[];
}

const islands: Island[] = [
  {
    name: "pomodoro timer",
    paths: ["/pomodoro-timer", "/embed/pomodoro-timer"],
    ownBudgetKb: 11.85,
    later: [
      "src/tools/pomodoro/panels.tsx",
      "src/tools/pomodoro/history-panel.tsx",
      "src/tools/pomodoro/task-list.tsx",
      "src/tools/pomodoro/settings-dialog.tsx",
      "src/tools/pomodoro/clear-history-dialog.tsx",
      "src/components/ui/dialog.tsx",
    ],
  },
  {
    name: "working hours calculator",
    paths: ["/working-hours-calculator", "/embed/working-hours-calculator"],
    ownBudgetKb: 10.5,
    later: [...reportModules, "src/tools/working-hours/details.tsx", "src/tools/working-hours/hours-columns.ts"],
  },
  {
    name: "military time converter",
    paths: ["/military-time-converter", "/embed/military-time-converter"],
    ownBudgetKb: 6.25,
    later: [],
    // The whole-hour chart is the page's HTML (military-chart.tsx), never script.
    htmlOnly: ["Military time chart", "12:00 PM (noon)"],
  },
  {
    name: "contact form",
    paths: ["/contact"],
    ownBudgetKb: 6.5,
    later: ["node_modules/@hcaptcha/"],
  },
  {
    name: "timesheet generator",
    paths: ["/timesheet-generator", "/embed/timesheet-generator"],
    ownBudgetKb: pageBudgetKb - 66.75,
    later: [...reportModules, "src/tools/timesheet/deferred.ts", "src/tools/timesheet/timesheet-report.ts"],
  },
  {
    name: "overtime calculator",
    paths: ["/overtime-calculator", "/embed/overtime-calculator"],
    ownBudgetKb: pageBudgetKb - 66.8,
    later: [...reportModules, "src/tools/overtime/details.tsx", "src/tools/overtime/breakdown.ts"],
  },
];

const inGraph = (id: string) =>
  Object.values(graph).some((chunk) => Object.keys(chunk.modules).some((m) => m.startsWith(id)));
const loaded = (page: FirstLoad, id: string) => [...page.modules.keys()].filter((m) => m.startsWith(id));

for (const island of islands) {
  test.describe(`the ${island.name}'s first load`, () => {
    for (const path of island.paths) {
      test(`${path} keeps within ${pageBudgetKb} KB, its own code within ${island.ownBudgetKb.toFixed(1)} KB`, () => {
        const page = load(path);
        expect(page.scripts.some(isRenderer), "the page has an island").toBe(true);
        expect(scriptsKb(clientDir, page.scripts)).toBeLessThanOrEqual(pageBudgetKb);
        expect(ownKb(page)).toBeLessThanOrEqual(island.ownBudgetKb);
      });

      test(`${path} loads nothing its first answer does not need`, () => {
        const page = load(path);
        for (const id of island.later) expect(loaded(page, id), `${id} in the first load of ${path}`).toEqual([]);
        const code = page.scripts.map((url) => readFileSync(join(clientDir, url), "utf8")).join("\n");
        for (const words of island.htmlOnly ?? []) {
          expect(readFileSync(pageFile(clientDir, path), "utf8"), `the page shows "${words}"`).toContain(words);
          expect(code.includes(words), `"${words}" in the first load's scripts`).toBe(false);
        }
      });
    }

    test("what loads later is in the build, so the check above is not vacuous", () => {
      // A module the build does not have (renamed, say) would pass the check above for nothing.
      for (const id of island.later) expect(inGraph(id), id).toBe(true);
    });
  });
}

test("every script of an island's first load is compiled as it arrives, not in the first press", () => {
  // V8's compile hint, added to every chunk by the build (astro.config.ts, docs/decisions/islands.md).
  for (const path of islands.flatMap((island) => island.paths))
    for (const url of load(path).scripts) {
      const opening = readFileSync(join(clientDir, url), "utf8").split("\n", 2);
      expect(opening, `${url} on ${path}`).toContain("//# allFunctionsCalledOnLoad");
    }
});

test("marketing, pricing and legal pages load no React and within 10 KB", () => {
  for (const path of ["/", "/pricing", "/time-tracking", "/startups", "/privacy", "/tools/how-we-calculate"]) {
    const page = load(path);
    expect(page.scripts.some(isRenderer), path).toBe(false);
    expect(scriptsKb(clientDir, page.scripts), path).toBeLessThanOrEqual(10);
  }
});

test("a blog post shares without React: its share buttons are a page script", () => {
  const page = load("/blog/how-to-calculate-overtime");
  expect(page.scripts.some(isRenderer)).toBe(false);
  const ownModules = [...page.modules.keys()].filter((id) => id.startsWith("src/") && !id.startsWith("src/pages/"));
  expect(ownModules).toEqual(["src/page-scripts/share.ts"]);
  expect(scriptsKb(clientDir, page.scripts)).toBeLessThanOrEqual(3);
});

test("a page asks for its scripts' imports from its head, so none waits for the script that imports it", () => {
  // Search on the blog and its lists, a post's share buttons: page scripts with chunks of their own.
  for (const path of ["/search", "/blog", "/blog/how-to-calculate-overtime"]) {
    const html = readFileSync(pageFile(clientDir, path), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const entries = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]!);
    const imported = load(path).scripts.filter((url) => !entries.includes(url));
    expect(imported.length, `${path} has a script that imports a chunk`).toBeGreaterThan(0);
    for (const url of imported) expect(head, path).toContain(`<link rel="modulepreload" href="${url}">`);
  }
});

test("a page asks for a page script only when one of its sections uses it", () => {
  // FAQ arrow keys and the embed code's copy button, the video's facade; words alone need neither.
  const pageScripts = (path: string) =>
    [...load(path).modules.keys()].filter((id) => id.startsWith("src/page-scripts/")).sort();
  for (const path of ["/privacy", "/terms", "/tools/how-we-calculate", "/contact", "/blog"])
    expect(pageScripts(path), path).toEqual([]);
  expect(pageScripts("/")).toEqual(["src/page-scripts/video-facade.ts"]);
  for (const path of ["/pricing", "/timesheet-generator"])
    expect(pageScripts(path), path).toEqual([
      "src/page-scripts/copy-button.ts",
      "src/page-scripts/disclosure.ts",
      "src/page-scripts/page.ts",
    ]);
});
