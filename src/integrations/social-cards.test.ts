import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { cardKey, cardOf, writeSocialCards } from "./social-cards";

const page = (card: string, title: string, section?: string) =>
  `<!doctype html><html><head><title>x</title><meta property="og:site_name" content="Tallyday"><meta property="og:image" content="https://tallyday.app${card}" data-card-title="${title}"${
    section ? ` data-card-section="${section}"` : ""
  }></head><body><h1>x</h1></body></html>`;

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function site(pages: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "tallyday-cards-test-"));
  folders.push(root);
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(root, "client", file)), { recursive: true });
    writeFileSync(join(root, "client", file), html);
  }
  return { client: join(root, "client"), cache: join(root, "cache") };
}

describe("a page's card, read from its head", () => {
  it("takes the address, title and section of the og:image tag, entities read", () => {
    expect(cardOf(page("/og/blog/a.png", "Leave &amp; &quot;time&quot; off", "Payroll &amp; compliance"))).toEqual({
      path: "/og/blog/a.png",
      title: 'Leave & "time" off',
      brand: "Tallyday",
      section: "Payroll & compliance",
    });
    expect(cardOf(page("/og/index.png", "Home"))).toEqual({ path: "/og/index.png", title: "Home", brand: "Tallyday" });
  });

  it("ignores an image that is not one of our cards", () => {
    expect(
      cardOf('<meta property="og:image" content="https://cdn.example.com/a.png" data-card-title="A">'),
    ).toBeUndefined();
    expect(cardOf('<meta property="og:image" content="https://tallyday.app/og/a.png">')).toBeUndefined();
    expect(cardOf("<title>No card</title>")).toBeUndefined();
  });
});

describe("the build's cards", () => {
  it("are 1200 x 630 PNGs under 100 KB, one per card however many pages share it", async () => {
    const { client, cache } = site({
      "blog/index.html": page("/og/blog.png", "Lessons from the product", "Blog"),
      "blog/page/2/index.html": page("/og/blog.png", "Lessons from the product", "Blog"),
      "blog/a-post/index.html": page(
        "/og/blog/a-post.png",
        "How to calculate overtime: rules and worked examples",
        "Payroll",
      ),
      "404.html": page("/og/404.png", "Page not found"),
    });
    const result = await writeSocialCards(client, { cacheDir: cache, host: "tallyday.app" });
    expect(result).toMatchObject({ pages: 4, cards: 3, drawn: 3 });
    for (const card of ["og/blog.png", "og/blog/a-post.png", "og/404.png"]) {
      const file = readFileSync(join(client, card));
      expect(await sharp(file).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
      expect(file.length).toBeLessThan(100 * 1024);
    }
    expect(readFileSync(join(client, "og/blog.png"))).not.toEqual(readFileSync(join(client, "og/blog/a-post.png")));
  }, 30_000);

  it("are drawn once: a rebuild draws only the cards whose words changed", async () => {
    const pages = {
      "a/index.html": page("/og/a.png", "First post", "Payroll"),
      "b/index.html": page("/og/b.png", "Second post", "Payroll"),
    };
    const first = site(pages);
    expect((await writeSocialCards(first.client, { cacheDir: first.cache })).drawn).toBe(2);
    const again = site({ ...pages, "c/index.html": page("/og/c.png", "A new post", "Payroll") });
    const rebuilt = await writeSocialCards(again.client, { cacheDir: first.cache });
    expect(rebuilt).toMatchObject({ cards: 3, drawn: 1 });
    expect(readFileSync(join(again.client, "og/a.png"))).toEqual(readFileSync(join(first.client, "og/a.png")));
  }, 30_000);

  it("refuse two pages that ask for different cards at one address", async () => {
    const { client, cache } = site({
      "a/index.html": page("/og/a.png", "One title"),
      "b/index.html": page("/og/a.png", "Another title"),
    });
    await expect(writeSocialCards(client, { cacheDir: cache })).rejects.toThrow(
      /different cards at \/og\/a\.png: \/a\/index\.html and \/b\/index\.html/,
    );
  });

  it("key the cache by everything a card shows", () => {
    const card = { title: "A", section: "B", brand: "Tallyday", host: "tallyday.app" };
    const keys = [card, { ...card, title: "A2" }, { ...card, section: "B2" }, { ...card, host: undefined }].map(
      cardKey,
    );
    expect(new Set(keys).size).toBe(4);
  });
});
