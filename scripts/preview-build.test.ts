import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";

/** A real build without SITE_URL: what `npm install && npm start` makes on a fresh machine. */
const root = resolve(import.meta.dirname, "..");
const buildDir = join(root, "build-preview-test");
let output = "";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

beforeAll(() => {
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: buildDir };
  delete env.SITE_URL;
  const result = spawnSync("npm", ["run", "build"], { cwd: root, env, encoding: "utf8" });
  output = `${result.stdout}${result.stderr}`;
  expect(result.status, output).toBe(0);
}, 300_000);

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("a build without SITE_URL is a local preview", () => {
  it("says so in one line", () => {
    expect(output.split("\n").filter((line) => line.includes("Preview build:"))).toHaveLength(1);
  });

  it("keeps every page out of search engines", () => {
    const pages = files(join(buildDir, "client")).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      expect(readFileSync(page, "utf8"), page).toMatch(/<meta name="robots" content="noindex"/);
    }
    expect(readFileSync(join(buildDir, "client", "robots.txt"), "utf8")).toBe("User-agent: *\nDisallow: /\n");
    expect(existsSync(join(buildDir, "client", "sitemap.xml"))).toBe(false);
  });

  it("publishes no localhost address anywhere", () => {
    for (const file of files(join(buildDir, "client")).filter((path) => /\.(html|xml|txt|json)$/.test(path))) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(/localhost|127\.0\.0\.1/);
    }
  });

  it("writes no CDN configuration", () => {
    expect(existsSync(join(buildDir, "vercel-output"))).toBe(false);
  });
});

describe("the contact page of a copy built without a relay key", () => {
  it("shows the whole form, and Send offers the typed message by e-mail, keeping every field", async () => {
    // Any free port: a fixed one collides with a server someone else left running.
    const server = spawn(process.execPath, ["server/start.ts"], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: buildDir, PORT: "0" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const port = await new Promise<string>((resolve) => {
      let said = "";
      server.stdout!.on("data", (chunk: Buffer) => {
        said += chunk.toString();
        const bound = /http:\/\/localhost:(\d+)/.exec(said);
        if (bound) resolve(bound[1]!);
      });
    });
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto(`http://localhost:${port}/contact`);
      await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
      await page.getByLabel("Name").fill("Ana Ruiz");
      await page.getByLabel("Email").fill("ana@example.com");
      await page.getByLabel("Message").fill("Can we try Growth for a team of 30?");
      await page.getByRole("button", { name: "Send Message" }).click();

      const status = page.getByRole("status").filter({ hasText: "cannot deliver messages" });
      await status.waitFor();
      const mail = new URL((await status.getByRole("link").getAttribute("href")) ?? "");
      expect(mail.pathname).toBe("hello@tallyday.app");
      expect(mail.searchParams.get("subject")).toBe("Message from Ana Ruiz");
      expect(mail.searchParams.get("body")).toContain("Can we try Growth for a team of 30?");
      expect(await page.getByLabel("Message").inputValue()).toBe("Can we try Growth for a team of 30?");
      expect(await page.getByLabel("Name").inputValue()).toBe("Ana Ruiz");
    } finally {
      await browser.close();
      server.kill("SIGTERM");
    }
  }, 60_000);
});
