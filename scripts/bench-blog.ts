/**
 * `npm run bench -- --blog-posts 10000`: the blog at scale (docs/product.md#blog).
 * Builds the site from a generated blog of that many posts (scripts/blog-dataset.ts,
 * in a temporary folder, removed after) with no social card drawn yet (cold), then
 * again with one post more (warm: what publishing one post rebuilds). Reports both
 * build times and each step's share, the largest list page, the search index's size,
 * a first search on the mobile profile (bytes fetched, time from the last key to its
 * results), the list query's bytes before and after lean lists, and Lighthouse on
 * `/blog`, a category, a tag and a post, each against its budget. Writes
 * bench-results/blog-scale.{md,json}.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { allPostsQuery } from "../src/blog/queries.ts";
import { createLocalStore } from "../src/blog/store/local.ts";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
import { withNewPost, writeBlogDataset } from "./blog-dataset.ts";
import { median } from "./first-press.ts";
import { firstSearchBudget, measureFirstSearch, type FirstSearch } from "./first-search.ts";

const root = resolve(import.meta.dirname, "..");

/**
 * The budgets (docs/product.md#blog): up to 2,000 posts a build under 120 s; beyond,
 * at 10,000, a cold build within 15 minutes and a rebuild after one new post within 5.
 */
export const blogScaleBudget = {
  listPageKb: 80,
  performance: 100,
  tbtMs: 50,
  buildS: (posts: number) => (posts <= 2000 ? { cold: 120, warm: 120 } : { cold: 15 * 60, warm: 5 * 60 }),
  search: firstSearchBudget,
};

/** What a search on a generated blog looks for: words of a bundled post's title, found in many copies. */
const searchWords = "overtime california";

/**
 * The list query as it was before lists went lean: every post's whole body,
 * every post at once. Kept here only as the bench's point of comparison.
 */
const formerListQuery = /* groq */ `*[_type == "post" && defined(slug.current)] | order(coalesce(publishedAt, "") desc) {
  _id, title, slug, publishedAt, excerpt, body, readingTime,
  category->{title, slug},
  "mainImage": mainImage.asset->url,
  author->{name, "image": image.asset->url, role}
}`;

/** Every list page the build wrote: `/blog`, its later pages, each category's and tag's. */
function listPages(clientDir: string): Array<{ path: string; bytes: number }> {
  const pages: Array<{ path: string; bytes: number }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const path = `/${relative(clientDir, dirname(full))}`;
        if (/^\/blog(\/page\/\d+|\/(category|tag)\/[^/]+(\/page\/\d+)?)?$/.test(path)) {
          pages.push({ path, bytes: statSync(full).size });
        }
      }
    }
  };
  walk(join(clientDir, "blog"));
  return pages;
}

/** The response bytes of a query from the bundled store (the result's JSON) and from a stand-in for Sanity's API. */
async function queryBytes(dataset: string, query: string, params: Record<string, number>) {
  const store = createLocalStore(async () => readFileSync(dataset, "utf8"));
  const local = Buffer.byteLength(JSON.stringify(await store.fetch(query, params)));
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const result = await store.fetch(url.searchParams.get("query") ?? "", params);
    res.end(JSON.stringify({ query: url.searchParams.get("query"), result, ms: 1 }));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/?query=${encodeURIComponent(query)}`);
    return { local, hosted: (await response.arrayBuffer()).byteLength };
  } finally {
    server.close();
  }
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`No answer at ${url}`);
}

async function lighthouseOf(urls: string[], runs: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const results: Array<{ url: string; performance: number; tbtMs: number }> = [];
    for (const url of urls) {
      const scores: Array<{ performance: number; tbtMs: number }> = [];
      for (let run = 0; run < runs; run++) {
        const lhr = (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }))?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        scores.push({
          performance: (lhr.categories.performance?.score ?? 0) * 100,
          tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        });
      }
      results.push({
        url,
        performance: median(scores.map((score) => score.performance)),
        tbtMs: median(scores.map((score) => score.tbtMs)),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * CPU seconds (user and system) of this process's finished children: fields 16 and 17
 * of /proc/self/stat, in clock ticks (100 a second on Linux). NaN elsewhere.
 */
function childCpuSeconds(): number {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

export interface BuildTime {
  wallS: number;
  cpuS: number;
  /** Seconds of each step the build logs: rendering the pages, the search index, the cards and their counts. */
  pagesS?: number;
  searchS?: number;
  cardsS?: number;
  cardsDrawn?: number;
  cards?: number;
}

/** Astro writes a step's time as `812ms`, `9.52s` or `10m 10s`. */
const pagesSeconds = (found: RegExpMatchArray | null) =>
  found ? Number(found[1] ?? 0) * 60 + Number(found[2]) / (found[3] === "ms" ? 1000 : 1) : undefined;

/** Reads each step's seconds from the build's own log lines (src/integrations/*.ts, Astro's summary). */
export function buildSteps(log: string): Omit<BuildTime, "wallS" | "cpuS"> {
  const seconds = (pattern: RegExp) => {
    const found = log.match(pattern);
    return found ? Number(found[1]) : undefined;
  };
  const cards = log.match(/(\d+) cards for \d+ pages: (\d+) drawn/);
  return {
    pagesS: pagesSeconds(log.match(/generating static routes[\s\S]*?✓ Completed in (?:(\d+)m )?([\d.]+)(ms|s)\./)),
    searchS: seconds(/pages indexed for search, .*\(([\d.]+) s\)/),
    cardsS: seconds(/cards for \d+ pages: .*\(([\d.]+) s\)/),
    ...(cards ? { cards: Number(cards[1]), cardsDrawn: Number(cards[2]) } : {}),
  };
}

/** One production build of `dataset` into `buildDir`, its output shown and read for its steps' times. */
async function timedBuild(dataset: string, buildDir: string, cardCache: string): Promise<BuildTime> {
  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  const child = spawn("npm", ["run", "build"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      CONTENT_DATASET: dataset,
      SOCIAL_CARD_CACHE: cardCache,
      SITE_URL: process.env.SITE_URL || "https://tallyday.app",
      WEB3FORMS_ACCESS_KEY: process.env.WEB3FORMS_ACCESS_KEY || "bench-access-key",
    },
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => {
    log += chunk.toString();
    process.stdout.write(chunk);
  });
  const status = await new Promise<number | null>((done) => child.on("close", done));
  if (status !== 0) throw new Error("The build failed.");
  // CPU time, unlike the wall clock, does not grow when other work shares the machine.
  return { wallS: (performance.now() - started) / 1000, cpuS: childCpuSeconds() - cpuBefore, ...buildSteps(log) };
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const minutes = (seconds: number) => (seconds >= 120 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(0)} s`);

function describeBuild(build: BuildTime, posts: number): string {
  const steps = [
    build.pagesS !== undefined ? `pages ${minutes(build.pagesS)}` : "",
    build.searchS !== undefined ? `search index ${minutes(build.searchS)}` : "",
    build.cardsS !== undefined ? `cards ${minutes(build.cardsS)} (${build.cardsDrawn} drawn of ${build.cards})` : "",
  ].filter(Boolean);
  return `${minutes(build.wallS)} wall, ${minutes(build.cpuS)} CPU (${((build.wallS * 1000) / posts).toFixed(0)} ms a post)${steps.length ? `; ${steps.join(", ")}` : ""}`;
}

export async function benchBlogScale(posts: number, { runs }: { runs: number }): Promise<boolean> {
  const dataset = writeBlogDataset(posts);
  const work = mkdtempSync(join(tmpdir(), "tallyday-blog-bench-"));
  const cardCache = join(work, "cards");
  const coldDir = join(work, "cold");
  const buildDir = join(work, "warm");
  const clientDir = join(buildDir, "client");
  const port = Number(process.env.BENCH_PORT ?? 4180) + 1;
  const origin = `http://localhost:${port}`;
  const budget = blogScaleBudget.buildS(posts);
  try {
    console.log(`Building the site with a blog of ${posts} posts, no card drawn yet…`);
    const cold = await timedBuild(dataset, coldDir, cardCache);
    rmSync(coldDir, { recursive: true, force: true });
    console.log("Building it again with one post more, the cards of the first build kept…");
    writeFileSync(dataset, withNewPost(readFileSync(dataset, "utf8")));
    const warm = await timedBuild(dataset, buildDir, cardCache);

    const lists = listPages(clientDir);
    const largest = lists.reduce((max, page) => (page.bytes > max.bytes ? page : max));
    const searchIndexBytes = folderBytes(join(clientDir, "pagefind"));
    const whole = { start: 0, end: posts };
    const before = await queryBytes(dataset, formerListQuery, {});
    const leanWhole = await queryBytes(dataset, allPostsQuery, whole);
    const onePage = await queryBytes(dataset, allPostsQuery, { start: 0, end: 12 });

    const pick = (pattern: RegExp) => lists.find((page) => pattern.test(page.path))?.path ?? "/blog";
    const post = readdirSync(join(clientDir, "blog")).find(
      (name) => !["page", "category", "tag", "index.html", "rss.xml"].includes(name),
    );
    const samples = ["/blog", pick(/^\/blog\/category\/[^/]+$/), pick(/^\/blog\/tag\/[^/]+$/), `/blog/${post}`];
    const server = spawn(process.execPath, ["server/start.ts"], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), ACCESS_LOG: "off" },
      stdio: "ignore",
    });
    let scores: Awaited<ReturnType<typeof lighthouseOf>>;
    let search: FirstSearch;
    try {
      await waitFor(`${origin}/blog`);
      search = await measureFirstSearch(origin, searchWords, runs);
      scores = await lighthouseOf(
        samples.map((path) => origin + path),
        runs,
      );
    } finally {
      server.kill("SIGTERM");
    }

    const within = {
      cold: cold.wallS <= budget.cold,
      warm: warm.wallS <= budget.warm,
      list: largest.bytes <= blogScaleBudget.listPageKb * 1024,
      searchKb: search.medianKb <= blogScaleBudget.search.kb,
      searchMs: search.medianMs <= blogScaleBudget.search.ms,
      lighthouse: scores.every(
        (score) => score.performance >= blogScaleBudget.performance && score.tbtMs <= blogScaleBudget.tbtMs,
      ),
    };
    const mark = (ok: boolean) => (ok ? "within" : "miss");
    const markdown = [
      `Blog at ${posts} posts, measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench -- --blog-posts ${posts}${runs === 1 ? " --quick" : ""}\` (Lighthouse mobile and the first search, ${runs === 1 ? "one run" : `median of ${runs}`}).`,
      "",
      "| measure | figure | budget | |",
      "|---|---|---|---|",
      `| build, cold (no card drawn yet) | ${describeBuild(cold, posts)} | ≤ ${minutes(budget.cold)} | ${mark(within.cold)} |`,
      `| build, warm (one post more) | ${describeBuild(warm, posts + 1)} | ≤ ${minutes(budget.warm)} | ${mark(within.warm)} |`,
      `| largest list page (HTML) | ${kb(largest.bytes)} (${largest.path}; ${lists.length} list pages) | ≤ ${blogScaleBudget.listPageKb} KB | ${mark(within.list)} |`,
      `| search index | ${kb(searchIndexBytes)} in /pagefind/ | | |`,
      `| first search, bytes fetched | ${search.medianKb.toFixed(1)} KB in ${search.runs[0]!.requests} requests (“${search.words}”; runs ${search.runs.map((run) => (run.bytes / 1024).toFixed(0)).join(", ")} KB) | ≤ ${blogScaleBudget.search.kb} KB | ${mark(within.searchKb)} |`,
      `| first search, last key to results | ${search.medianMs.toFixed(0)} ms (runs ${search.runs.map((run) => run.ms.toFixed(0)).join(", ")} ms) | ≤ ${blogScaleBudget.search.ms} ms | ${mark(within.searchMs)} |`,
      `| list query, every post, before (bodies) | ${kb(before.local)} bundled / ${kb(before.hosted)} stand-in | | |`,
      `| list query, every post, lean | ${kb(leanWhole.local)} bundled / ${kb(leanWhole.hosted)} stand-in | | |`,
      `| list query, one page (what a list sends) | ${kb(onePage.local)} bundled / ${kb(onePage.hosted)} stand-in | | |`,
      ...scores.map(
        (score) =>
          `| Lighthouse ${new URL(score.url).pathname} | performance ${score.performance.toFixed(0)}, TBT ${score.tbtMs.toFixed(0)} ms | 100, ≤ ${blogScaleBudget.tbtMs} ms | ${mark(score.performance >= blogScaleBudget.performance && score.tbtMs <= blogScaleBudget.tbtMs)} |`,
      ),
    ].join("\n");
    mkdirSync(join(root, "bench-results"), { recursive: true });
    writeFileSync(join(root, "bench-results/blog-scale.md"), `${markdown}\n`);
    writeFileSync(
      join(root, "bench-results/blog-scale.json"),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          posts,
          runs,
          cold,
          warm,
          largest,
          lists: lists.length,
          searchIndexBytes,
          search,
          before,
          leanWhole,
          onePage,
          scores,
          budget: { ...blogScaleBudget, buildS: budget },
        },
        null,
        2,
      ),
    );
    console.log(`\n${markdown}\n`);
    return Object.values(within).every(Boolean);
  } finally {
    rmSync(dirname(dataset), { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}
