import { test as base, expect } from "@playwright/test";

/**
 * The site hydrates at the visitor's first move (server/defer-hydration.ts), so
 * a click right after `load` can land before React is listening. This `page`
 * moves the mouse and waits for hydration after every `goto` and `reload`, as a
 * visitor's second look would. Tests of what happens before hydration use
 * `page.mouse`, `page.keyboard` or a tap on a fresh page of their own.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const settle = async () => {
      if (javaScriptEnabled === false) return;
      // Pages hydrate at the visitor's first move (server/defer-hydration.ts).
      await page.mouse.move(2, 2);
      await page.mouse.move(3, 3);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // On wide screens the header menus hydrate once the page is idle (site-header.tsx).
      if ((page.viewportSize()?.width ?? 0) >= 768) {
        await page.locator("#site-nav[data-interactive]").waitFor({ state: "attached" });
      }
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
  },
});

export { expect };
