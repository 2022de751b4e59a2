import { expect, test } from "./fixtures";
import { blogSamplePaths, decodeEntities, e2eSiteUrl, sitePaths } from "./site";

/** A social card for every page (docs/decisions/social-cards.md), as a network reading the head finds it. */

function meta(html: string, key: "property" | "name", value: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${key}="${value}" content="([^"]*)"`));
  return tag ? decodeEntities(tag[1]!) : undefined;
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("every page names its own card, which answers as a 1200 x 630 PNG under 100 KB", async ({ request }) => {
  const cards = new Map<string, string>();
  for (const path of [...sitePaths, ...blogSamplePaths, "/no-such-page", "/embed/overtime-calculator"]) {
    const html = await (await request.get(path)).text();
    const image = meta(html, "property", "og:image");
    expect(image, path).toMatch(new RegExp(`^${e2eSiteUrl}/og/.+\\.png$`));
    expect(meta(html, "property", "og:image:width"), path).toBe("1200");
    expect(meta(html, "property", "og:image:height"), path).toBe("630");
    expect(meta(html, "property", "og:image:alt"), path).toMatch(/ card$/);
    expect(meta(html, "name", "twitter:card"), path).toBe("summary_large_image");
    expect(meta(html, "name", "twitter:image"), path).toBe(image);
    cards.set(path, new URL(image!).pathname);
  }
  for (const [path, card] of new Set(cards.entries())) {
    const response = await request.get(card);
    expect(response.status(), `${card} (${path})`).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const bytes = await response.body();
    expect(pngSize(bytes), card).toEqual({ width: 1200, height: 630 });
    expect(bytes.length, card).toBeLessThan(100 * 1024);
  }
});

test("two posts show two different cards, each with its title and category in words", async ({ request }) => {
  const [first, second] = ["/blog/how-to-calculate-overtime", "/blog/monthly-timesheet-close"];
  const heads = await Promise.all([first!, second!].map(async (path) => (await request.get(path)).text()));
  const images = heads.map((html) => new URL(meta(html, "property", "og:image")!).pathname);
  expect(images).toEqual(["/og/blog/how-to-calculate-overtime.png", "/og/blog/monthly-timesheet-close.png"]);
  const [one, two] = await Promise.all(images.map(async (image) => (await request.get(image)).body()));
  expect(one!.equals(two!)).toBe(false);
  expect(meta(heads[0]!, "property", "og:image:alt")).toBe(
    "Payroll & compliance: How to calculate overtime: rules, regular rate and worked examples, on a Tallyday card",
  );
});
