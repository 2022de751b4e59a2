/**
 * `npm run bench -- --blog-posts 2000`: the blog at scale (docs/product.md#blog).
 * Builds the site from a generated blog of that many posts (scripts/blog-dataset.ts,
 * in a temporary folder, removed after), then reports the build time, the largest
 * list page, the list query's bytes before and after lean lists, and Lighthouse on
 * `/blog`, a category, a tag and a post, each against its budget. Writes
 * bench-results/blog-scale.{md,json}.
 */
import { spawn, spawnSync } from "node:child_process";
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
import { writeBlogDataset } from "./blog-dataset.ts";
import { median } from "./first-press.ts";

const root = resolve(import.meta.dirname, "..");

/** The budgets at 2,000 posts (docs/product.md#blog). */
export const blogScaleBudget = { listPageKb: 80, performance: 100, tbtMs: 50, buildS: 120 };

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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchBlogScale(posts: number, { runs }: { runs: number }): Promise<boolean> {
  const dataset = writeBlogDataset(posts);
  const buildDir = mkdtempSync(join(tmpdir(), "tallyday-blog-bench-build-"));
  const clientDir = join(buildDir, "client");
  const port = Number(process.env.BENCH_PORT ?? 4180) + 1;
  const origin = `http://localhost:${port}`;
  try {
    console.log(`Building the site with a blog of ${posts} posts…`);
    const started = performance.now();
    const cpuBefore = childCpuSeconds();
    const build = spawnSync("npm", ["run", "build"], {
      stdio: "inherit",
      cwd: root,
      env: {
        ...process.env,
        BUILD_DIR: buildDir,
        CONTENT_DATASET: dataset,
        SITE_URL: process.env.SITE_URL || "https://tallyday.app",
        WEB3FORMS_ACCESS_KEY: process.env.WEB3FORMS_ACCESS_KEY || "bench-access-key",
      },
    });
    if (build.status !== 0) throw new Error("The build failed.");
    const buildS = (performance.now() - started) / 1000;
    // CPU time, unlike the wall clock, does not grow when other work shares the machine.
    const buildCpuS = childCpuSeconds() - cpuBefore;

    const lists = listPages(clientDir);
    const largest = lists.reduce((max, page) => (page.bytes > max.bytes ? page : max));
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
      env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port) },
      stdio: "ignore",
    });
    let scores: Awaited<ReturnType<typeof lighthouseOf>>;
    try {
      await waitFor(`${origin}/blog`);
      scores = await lighthouseOf(
        samples.map((path) => origin + path),
        runs,
      );
    } finally {
      server.kill("SIGTERM");
    }

    const within = {
      build: buildS < blogScaleBudget.buildS,
      list: largest.bytes <= blogScaleBudget.listPageKb * 1024,
      lighthouse: scores.every(
        (score) => score.performance >= blogScaleBudget.performance && score.tbtMs <= blogScaleBudget.tbtMs,
      ),
    };
    const mark = (ok: boolean) => (ok ? "within" : "miss");
    const markdown = [
      `Blog at ${posts} posts, measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench -- --blog-posts ${posts}${runs === 1 ? " --quick" : ""}\` (Lighthouse mobile, ${runs === 1 ? "one run" : `median of ${runs}`}).`,
      "",
      "| measure | figure | budget | |",
      "|---|---|---|---|",
      `| build | ${buildS.toFixed(0)} s wall, ${buildCpuS.toFixed(0)} s CPU (${((buildS * 1000) / posts).toFixed(0)} ms a post) | < ${blogScaleBudget.buildS} s | ${mark(within.build)} |`,
      `| largest list page (HTML) | ${kb(largest.bytes)} (${largest.path}; ${lists.length} list pages) | ≤ ${blogScaleBudget.listPageKb} KB | ${mark(within.list)} |`,
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
          buildS,
          buildCpuS,
          largest,
          lists: lists.length,
          before,
          leanWhole,
          onePage,
          scores,
          budget: blogScaleBudget,
        },
        null,
        2,
      ),
    );
    console.log(`\n${markdown}\n`);
    return within.build && within.list && within.lighthouse;
  } finally {
    rmSync(dirname(dataset), { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}
