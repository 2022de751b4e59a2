/**
 * The visitor's journeys in the other engines (docs/product.md#layout): the same
 * Playwright run as the Chromium suite, one project per engine (playwright.config.ts), so
 * each test's name starts with its engine, `[firefox-esr]` or `[webkit-gtk]`. A worker
 * starts its engine's browser once; each test gets a `visitor` with storage of its own.
 */
import { test as base } from "@playwright/test";
import { launchFirefox } from "./firefox";
import type { EngineSession, Visitor } from "./visitor";
import { launchWebKit } from "./webkit";

export type EngineName = "firefox" | "webkit";

export interface EngineOptions {
  engine: EngineName;
}

export const test = base.extend<{ visitor: Visitor }, EngineOptions & { session: EngineSession }>({
  engine: ["firefox", { scope: "worker", option: true }],
  session: [
    async ({ engine }, use, workerInfo) => {
      // WebKitWebDriver listens on a port of the run's own range (E2E_PORT + 120 and up, one per worker).
      const port = Number(process.env.E2E_PORT ?? 4173) + 120 + workerInfo.parallelIndex;
      const session = engine === "firefox" ? await launchFirefox() : await launchWebKit(port);
      await use(session);
      await session.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  visitor: async ({ session, baseURL }, use) => {
    const visitor = await session.newVisitor(baseURL!);
    await use(visitor);
    await visitor.close();
  },
});

export { expect } from "@playwright/test";
