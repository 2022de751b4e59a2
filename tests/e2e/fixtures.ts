import { test as base, expect, type Page } from "@playwright/test";

/**
 * Pages are static HTML; the parts a visitor operates are React islands that
 * hydrate at load. This `page` waits, after every `goto` and `reload`, until
 * every island on the page has hydrated (Astro drops an island's `ssr`
 * attribute then), so a test presses what a visitor a moment later would.
 * Tests of what happens before that open a page of their own.
 */
/**
 * Counts the React roots that have committed, through the hook React reports to
 * for its developer tools (also in production builds). Tests only: the site
 * itself never defines it.
 */
export function countReactRoots() {
  const roots = new Set<unknown>();
  Object.assign(window, {
    __islandRoots: roots,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: (_: number, root: unknown) => roots.add(root),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    },
  });
}

/**
 * Resolves once every island on the page has hydrated and run its effects:
 * Astro drops an island's `ssr` attribute when it starts hydrating, React
 * reports each root as it commits, and it runs the effects in a task it posts
 * right after (on a MessageChannel), so one posted after that comes later.
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Until the document is parsed, islands further down are not in it yet: none counted is not none there.
    if (document.readyState === "loading") return false;
    const islands = document.querySelectorAll("astro-island").length;
    const roots = (window as unknown as { __islandRoots?: Set<unknown> }).__islandRoots?.size ?? 0;
    return !document.querySelector("astro-island[ssr]") && roots >= islands;
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await page.addInitScript(countReactRoots);
    const settle = async () => {
      if (javaScriptEnabled === false) return;
      await islandsReady(page);
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await settle();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await settle();
      return response;
    };
    await use(page);
    // Whatever the test did, no icon on the page points at a symbol the page lacks (a blank icon).
    if (page.isClosed()) return;
    const blank = await page
      .evaluate(() =>
        [...document.querySelectorAll("use")]
          .map((use) => use.getAttribute("href") ?? "")
          .filter((href) => href.startsWith("#") && !document.getElementById(href.slice(1))),
      )
      .catch(() => []);
    expect(blank, "icons without a symbol in the page").toEqual([]);
  },
});

export { expect };
