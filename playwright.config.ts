import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/chromium";
import type { EngineOptions } from "./tests/engines/fixtures";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig<object, EngineOptions>({
  testDir: "tests/e2e",
  fullyParallel: true,
  // At least two: a test mostly waits on the browser and the server, so on a 2-core machine two
  // workers finish sooner than one (Playwright's default there is half the cores).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: "list",
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } },
    // The visitor's main journeys again in Firefox and WebKit (tests/engines/fixtures.ts), slower engines.
    { name: "firefox-esr", testDir: "tests/engines", expect: { timeout: 15_000 }, use: { engine: "firefox" } },
    { name: "webkit-gtk", testDir: "tests/engines", expect: { timeout: 15_000 }, use: { engine: "webkit" } },
  ],
  webServer: {
    // The real production server over a real production build (`npm test` builds it first).
    command: "npm start",
    // The test build: `npm run build:e2e`, with a stand-in relay key so the contact form is live.
    env: { PORT: String(port), BUILD_DIR: process.env.E2E_BUILD_DIR ?? "build-e2e" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
