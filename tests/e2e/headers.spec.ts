import { expect, test } from "./fixtures";
import { sitePaths } from "./site";

const required = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
];

function scriptSrc(policy: string): string {
  return policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
}

test("every page, the 404, the fallback and the redirect carry the security headers", async ({ request }) => {
  for (const path of [...sitePaths, "/missing", "/blog/new-post", "/work-hours-calculator"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    for (const name of required) expect(headers[name], `${name} on ${path}`).toBeTruthy();
    const policy = headers["content-security-policy"]!;
    expect(scriptSrc(policy), path).not.toContain("unsafe-inline");
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  }
});

test("a page's fonts, pictures and stylesheet come without the document policies", async ({ page }) => {
  const passive: Array<{ url: string; headers: Record<string, string> }> = [];
  page.on("response", (response) => {
    if (["font", "image", "stylesheet"].includes(response.request().resourceType()))
      passive.push({ url: response.url(), headers: response.headers() });
  });
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  expect(passive.map(({ url }) => new URL(url).pathname.split(".").pop()).sort()).toEqual(
    expect.arrayContaining(["avif", "css", "woff2"]),
  );
  for (const { url, headers } of passive) {
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    for (const name of ["content-security-policy", "permissions-policy", "x-frame-options"]) {
      expect(headers[name], `${name} on ${url}`).toBeUndefined();
    }
  }
});

test("the old working-hours path redirects permanently to the canonical one", async ({ request }) => {
  const response = await request.get("/work-hours-calculator?ref=footer", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/working-hours-calculator?ref=footer");
});

test("blog paths that were not prerendered get the app shell, with a 404 never stored", async ({ page, request }) => {
  const response = await request.get("/blog/published-after-the-build");
  expect(response.status()).toBe(404);
  expect(response.headers()["cache-control"]).toBe("no-store");
  await page.goto("/blog/published-after-the-build");
  // The shell asks the content store, which has no such post in the bundled dataset.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
});

test("assets are precompressed and hashed assets are cached for good", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/);
  const css = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  const scriptPath = script?.[1] ?? script?.[2];
  expect(scriptPath).toBeTruthy();
  expect(css).toBeTruthy();
  for (const [encoding, expected] of [
    ["br", "br"],
    ["gzip", "gzip"],
  ] as const) {
    for (const path of [scriptPath!, css!, "/"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers()["content-encoding"], `${path} ${encoding}`).toBe(expected);
    }
  }
  const asset = await request.get(scriptPath!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const page = await request.get("/pricing");
  expect(page.headers()["cache-control"]).not.toContain("immutable");
});

test("the inline scripts run under the policy: no violations, and the page hydrates", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/pricing", "/missing-page", "/blog/not-prerendered"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Hydrated: the header menu responds to a click.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Features" }).click();
    await expect(page.getByRole("link", { name: /Leave Management/ }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("only GET and HEAD are served", async ({ request }) => {
  const response = await request.post("/pricing");
  expect(response.status()).toBe(405);
});

test("each page's policy names only the third parties that page uses", async ({ request }) => {
  const thirdParties = /hcaptcha|web3forms|youtube/;
  for (const path of sitePaths) {
    const policy = (await request.get(path)).headers()["content-security-policy"]!;
    if (path === "/contact") {
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).toMatch(/script-src [^;]*https:\/\/\*\.hcaptcha\.com/);
      expect(policy, path).toMatch(/connect-src [^;]*https:\/\/api\.web3forms\.com/);
      expect(policy, path).not.toContain("youtube");
    } else {
      // No video is configured in site.config.ts, so the home page frames nothing either.
      expect(policy, path).not.toMatch(thirdParties);
      expect(policy, path).toContain("frame-src 'none'");
    }
  }
  for (const path of ["/missing", "/blog/new-post"]) {
    expect((await request.get(path)).headers()["content-security-policy"], path).not.toMatch(thirdParties);
  }
});
