import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { encodedSlashes, otherSpellings, post } from "./addresses";
import { get, raw } from "./raw-http";
import { e2eBuildDir } from "./site";

async function expectAlive() {
  const home = await get("/");
  expect(home.status).toBe(200);
}

function builtFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? builtFiles(path) : [path];
  });
}

const clientDir = `${e2eBuildDir}/client`;
const cssPath = `/assets/${readdirSync(`${clientDir}/assets`).find((name) => name.endsWith(".css"))}`;

test.describe("no request stops the server", () => {
  test("malformed request targets get 400 and the site stays up", async () => {
    for (const target of ["//%", "/%", "/%zz", "/a%00b", "http://[", "/%5cevil.example", "/a/..%2f..%2fetc/passwd"]) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      await expectAlive();
    }
  });

  test("paths with empty segments are read, not fatal", async () => {
    expect((await get("///")).status).toBe(301);
    expect((await get("/[")).status).toBe(404);
    expect((await get("//pricing")).status).toBe(301);
    await expectAlive();
  });

  test("ranges are not served: a hostile or valid Range gets the whole file, without Accept-Ranges", async () => {
    const whole = readFileSync(join(clientDir, cssPath));
    for (const [path, range] of [
      [cssPath, "bytes=500-100"],
      ["/robots.txt", "bytes=0-18446744073709551615"],
      [cssPath, "bytes=0-0"],
      [cssPath, "bytes=-100"],
      [cssPath, "bytes=abc"],
    ] as const) {
      const response = await get(path, { Range: range });
      expect(response.status, `${path} ${range}`).toBe(200);
      expect(response.headers["accept-ranges"]).toBeUndefined();
      expect(response.headers["content-range"]).toBeUndefined();
      if (path === cssPath) expect(response.body.equals(whole)).toBe(true);
      await expectAlive();
    }
  });
});

test.describe("one address per page", () => {
  test("every other spelling redirects permanently to it in one step, keeping the query", async () => {
    for (const [target, location] of otherSpellings) {
      const response = await get(`${target}?ref=x`);
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe(`${location}?ref=x`);
      expect(response.headers["cache-control"], target).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("a path with an encoded slash is refused", async () => {
    for (const target of encodedSlashes) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      expect(response.headers["cache-control"], target).toBe("no-store");
    }
  });

  test("a page answers at its address with its own file", async () => {
    for (const path of ["/pricing", post]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.body.equals(readFileSync(join(clientDir, path, "index.html"))), path).toBe(true);
    }
  });

  test("build-internal files answer 404 by every spelling of their names", async () => {
    const asset = readdirSync(`${clientDir}/assets`).find((name) => name.endsWith(".js.gz"));
    for (const target of [
      "/404.html",
      "/404%2ehtml",
      "/404.html/",
      "/404",
      "/app-shell/index.html",
      "/app-shell/index.html/",
      "/app-shell/index",
      "/%61pp-shell/",
      "/app-shell",
      "/index.html.br",
      "/index.html.gz",
      "/index.html.br/",
      "/index.html.gz/",
      `/assets/${asset}`,
      `/assets/${asset}/`,
    ]) {
      // The other spellings of a name redirect to it first: never to a file served under it.
      let response = await get(target);
      if (response.status === 301) response = await get(response.headers.location!);
      expect(response.status, target).toBe(404);
      expect(response.headers["cache-control"], target).toBe("no-store");
      expect(response.headers["content-encoding"], target).toBeUndefined();
    }
  });

  test("request lines other than HTTP/1.0 and 1.1 are refused", async () => {
    expect((await raw("GET / HTTP/1.0\r\nHost: localhost\r\n\r\n")).status).toBe(200);
    for (const version of ["HTTP/2.0", "HTTP/0.9", "HTTP/1.2", "HTTP/3.0"]) {
      const response = await raw(`GET / ${version}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(response.status, version).toBe(505);
    }
  });
});

test.describe("revalidation and encodings", () => {
  test("a 304 keeps Cache-Control, ETag and Vary; lists and dates revalidate too", async () => {
    const first = await get(cssPath, { "Accept-Encoding": "br" });
    const again = await get(cssPath, { "Accept-Encoding": "br", "If-None-Match": `"x", ${first.headers.etag}` });
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe("Accept-Encoding");
    const page = await get("/pricing");
    const since = await get("/pricing", { "If-Modified-Since": page.headers["last-modified"]! });
    expect(since.status).toBe(304);
    expect(since.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(since.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
  });

  test("Accept-Encoding q-values are honoured: q=0 refuses", async () => {
    for (const [accept, encoding] of [
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0.5, br;q=0.1", "gzip"],
      ["br;q=0, gzip;q=0", undefined],
      ["gzip, br", "br"],
    ] as const) {
      for (const target of [cssPath, "/pricing", "/no-such-page"]) {
        const response = await get(target, { "Accept-Encoding": accept });
        expect(response.headers["content-encoding"], `${target} ${accept}`).toBe(encoding);
      }
    }
  });

  test("text goes out as UTF-8", async () => {
    for (const target of [cssPath, "/robots.txt", "/pricing", "/sitemap-index.xml", "/blog/rss.xml"]) {
      expect((await get(target)).headers["content-type"], target).toMatch(/; charset=utf-8$/);
    }
  });
});

test.describe("security.txt", () => {
  test("names a contact and an expiry within a year", async () => {
    const response = await get("/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const fields = Object.fromEntries(
      response.body
        .toString()
        .trim()
        .split("\n")
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
    );
    expect(fields.Contact).toBe("mailto:hello@tallyday.app");
    const expires = Date.parse(fields.Expires!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + 366 * 24 * 60 * 60 * 1000);
  });
});

test.describe("caching cannot pin a mistake", () => {
  test("only a hashed asset that exists is immutable; every 404 is no-store", async () => {
    expect((await get(cssPath)).headers["cache-control"]).toContain("immutable");
    const missing = await get("/assets/entry-deadbeef.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    const notFound = await get("/no-such-page");
    expect(notFound.status).toBe(404);
    expect(notFound.headers["cache-control"]).toBe("no-store");
    expect((await get("/pricing")).headers["cache-control"]).not.toContain("immutable");
  });

  test("every kind of file the build emits goes out with its type", async () => {
    const samples = new Map<string, string>();
    for (const file of builtFiles(clientDir)) {
      const extension = extname(file);
      if ([".br", ".gz"].includes(extension) || samples.has(extension)) continue;
      samples.set(extension, `/${file.slice(clientDir.length + 1)}`);
    }
    const expected: Record<string, RegExp> = {
      ".ico": /^image\/(x-icon|vnd\.microsoft\.icon)/,
      ".ndjson": /^application\/x-ndjson/,
      ".html": /^text\/html/,
      ".js": /javascript/,
      ".css": /^text\/css/,
    };
    for (const [extension, path] of samples) {
      if (path.includes("404") || path.includes("app-shell")) continue;
      const type = (await get(path)).headers["content-type"] ?? "";
      expect(type, path).not.toBe("");
      if (expected[extension]) expect(type, path).toMatch(expected[extension]!);
    }
    expect([...samples.keys()]).toEqual(expect.arrayContaining([".ico", ".ndjson"]));
  });
});

test.describe("blog paths the build did not write", () => {
  test("a category or tag it did not know shows the empty state with a 404 status", async ({ page }) => {
    for (const [path, message] of [
      ["/blog/category/made-up-topic", "No posts found for this category. Please check back later."],
      ["/blog/tag/made-up-tag", "No posts found for this tag. Please check back later."],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to all posts" })).toBeVisible();
    }
  });

  const robots = (page: Page) => page.locator('meta[name="robots"]');

  test("a post neither the build nor the store has is a 404 with the not-found page's content", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(robots(page)).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| Tallyday$/);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a post published after the build is shown from the store, still a 404 and noindex", async ({ page }) => {
    const slug = "published-after-the-build";
    const title = "Overtime rules that changed this week";
    // The store as it is after the build: one more post, which the build did not write.
    await page.route("**/assets/dataset.*.ndjson", async (route) => {
      const response = await route.fetch();
      const post = {
        _id: `post-${slug}`,
        _type: "post",
        title,
        slug: { _type: "slug", current: slug },
        publishedAt: "2026-11-26T09:00:00.000Z",
        excerpt: "What changed, and what to do about it.",
        body: [
          {
            _type: "block",
            _key: "b1",
            style: "normal",
            markDefs: [],
            children: [
              { _type: "span", _key: "s1", marks: [], text: "Two states changed their daily overtime rules." },
            ],
          },
        ],
      };
      await route.fulfill({ response, body: `${(await response.text()).trimEnd()}\n${JSON.stringify(post)}\n` });
    });
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Two states changed their daily overtime rules.")).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Tallyday`);
    await expect(robots(page)).toHaveAttribute("content", "noindex");
  });

  test("a post the build wrote is a static page: 200 and indexed", async ({ page }) => {
    const response = await page.goto(post);
    expect(response?.status()).toBe(200);
    await expect(robots(page)).toHaveCount(0);
    expect(await response?.text()).toContain("<h1");
  });
});
