/**
 * A first search on Lighthouse's mobile profile (docs/product.md#search): open the blog, read it
 * for 2 s, tap the search field and type the words at a phone's pace, then measure the bytes of
 * search the page fetched (Pagefind's script, worker, WebAssembly, index and fragments, as sent
 * over the wire) and the time from the last key to the first frame that shows its results.
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
import { median, openMobilePage } from "./first-press.ts";

export const firstSearchBudget = { kb: 300, ms: 300 };

/** Between keys: a quick thumb on a phone keyboard. */
const keyDelayMs = 120;
const readingMs = 2000;

export interface FirstSearch {
  words: string;
  runs: Array<{ bytes: number; requests: number; ms: number }>;
  medianKb: number;
  medianMs: number;
}

type Probe = { lastKeyAt: number | null; done?: Promise<number> };
type ProbeWindow = Window & { __firstSearch: Probe };

async function searchOnce(origin: string, path: string, words: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const { context, page } = await openMobilePage(browser);
    const fetched: Array<Promise<number>> = [];
    page.on("requestfinished", (request) => {
      if (!new URL(request.url()).pathname.startsWith("/pagefind/")) return;
      fetched.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
    });
    await page.addInitScript(() => {
      const probe: Probe = { lastKeyAt: null };
      (window as unknown as ProbeWindow).__firstSearch = probe;
      window.addEventListener("keydown", (event) => (probe.lastKeyAt = event.timeStamp), true);
    });
    await page.goto(origin + path, { waitUntil: "load" });
    await page.waitForTimeout(readingMs);
    // Checked at the start of every frame: the first frame in which the results are those of the words.
    await page.evaluate((expected) => {
      const probe = (window as unknown as ProbeWindow).__firstSearch;
      probe.done = new Promise((resolve) => {
        const started = performance.now();
        const poll = () => {
          const box = document.querySelector<HTMLElement>("[data-search]");
          if (box?.dataset.searchShown === expected && probe.lastKeyAt !== null) {
            resolve(performance.now() - probe.lastKeyAt);
          } else if (performance.now() - started > 60_000) resolve(Number.NaN);
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      });
    }, words);
    await page.getByRole("searchbox").first().tap();
    await page.keyboard.type(words, { delay: keyDelayMs });
    const ms = await page.evaluate(() => (window as unknown as ProbeWindow).__firstSearch.done!);
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(fetched);
    await context.close();
    return { bytes: sizes.reduce((sum, size) => sum + size, 0), requests: sizes.length, ms };
  } finally {
    await browser.close();
  }
}

/** `runs` first searches, each in a new browser with nothing cached. */
export async function measureFirstSearch(
  origin: string,
  words: string,
  runs = 3,
  path = "/blog",
): Promise<FirstSearch> {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await searchOnce(origin, path, words));
  return {
    words,
    runs: results,
    medianKb: median(results.map((result) => result.bytes)) / 1024,
    medianMs: median(results.map((result) => result.ms)),
  };
}
