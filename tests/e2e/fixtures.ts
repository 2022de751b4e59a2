import { test as base, expect } from "@playwright/test";

/**
 * The site hydrates after its first paint (server/defer-hydration.ts), so a
 * click right after `load` can land before React is listening. This `page`
 * waits for hydration after every navigation, as a visitor's second look would.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        // On wide screens the header menus hydrate once the page is idle (site-header.tsx).
        if ((page.viewportSize()?.width ?? 0) >= 768) {
          await page.locator("#site-nav[data-interactive]").waitFor({ state: "attached" });
        }
      }
      return response;
    };
    await use(page);
  },
});

export { expect };
