/**
 * Editorial rules the bundled dataset keeps, beyond what the build refuses: every
 * page checked as the site draws it (references followed, placeholders filled), so a
 * page added to the store is covered the day it is added.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { phoneName, phoneWidths, rasterFormats, rasterName, rasterWidths } from "~/lib/rasters";
import { phoneView } from "~/sections/phone-views";
import type { PageContent, SectionContent, VisualView } from "./site-content";
import { bestYearlySaving } from "./facts";
import { bundledContent } from "./test-content";

const content = await bundledContent();
const { pages, settings } = content;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every drawn picture in a value. */
function visuals(value: unknown): VisualView[] {
  if (Array.isArray(value)) return value.flatMap(visuals);
  if (!isObject(value)) return [];
  const own =
    typeof value.src === "string" && typeof value.width === "number" && typeof value.height === "number"
      ? [value as unknown as VisualView]
      : [];
  return [...own, ...Object.values(value).flatMap(visuals)];
}

/** The drawn product screens beside a page's words: its hero, feature rows and the home page's ecosystem. */
function productPictures(page: PageContent): VisualView[] {
  return page.sections.flatMap((section) =>
    section._type === "hero" || section._type === "featureRows" || section._type === "ecosystem"
      ? visuals(section)
      : [],
  );
}

/** Every string a visitor reads as copy (a picture's description tells of the drawn screen). */
function copyStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(copyStrings);
  if (isObject(value))
    return Object.entries(value).flatMap(([key, child]) =>
      key === "alt" || key.startsWith("_") || key === "href" || key === "src" ? [] : copyStrings(child),
    );
  return [];
}

/** Every `{ label, href }` in a value. */
function actions(value: unknown): Array<{ label: string; href: string }> {
  if (Array.isArray(value)) return value.flatMap(actions);
  if (!isObject(value)) return [];
  const own =
    typeof value.label === "string" && typeof value.href === "string" ? [value as { label: string; href: string }] : [];
  return [...own, ...Object.values(value).flatMap(actions)];
}

/** Every part of a value with words that lead into a list: a guide's part, a methodology topic. */
function listedParts(value: unknown): Array<{ heading: string; paragraphs: string[]; list: string[] }> {
  if (Array.isArray(value)) return value.flatMap(listedParts);
  if (!isObject(value)) return [];
  const own =
    Array.isArray(value.paragraphs) && Array.isArray(value.list)
      ? [value as unknown as { heading: string; paragraphs: string[]; list: string[] }]
      : [];
  return [...own, ...Object.values(value).flatMap(listedParts)];
}

const sectionsOf = <Kind extends SectionContent["_type"]>(page: PageContent, kind: Kind) =>
  page.sections.filter((section): section is Extract<SectionContent, { _type: Kind }> => section._type === kind);

/** The width and height an SVG file declares on its root element. */
function svgSize(src: string): { width: number; height: number } | undefined {
  const file = join("public", src);
  if (!existsSync(file)) return undefined;
  const root = readFileSync(file, "utf8").match(/<svg\b[^>]*>/)?.[0] ?? "";
  const attribute = (name: string) => Number(root.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1]);
  return { width: attribute("width"), height: attribute("height") };
}

const isTool = (page: PageContent) => page.sections.some((section) => section._type === "tool");
const marketing = pages.filter((page) => !isTool(page) && page.path !== "/tools/how-we-calculate");

/** The audience and industry pages: those the Solutions menu lists under a heading other than Learn. */
const audiencePaths = settings.header.solutions
  .filter((group) => group.heading !== "Learn")
  .flatMap((group) => group.links.map((link) => link.href));
const audiencePages = pages.filter((page) => audiencePaths.includes(page.path));

describe("every page", () => {
  it("has its own title", () => {
    const titles = pages.map((page) => page.title.trim().toLowerCase());
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it.each(pages.map((page) => [page.path, page] as const))("%s has a description of 50-170 characters", (_, page) => {
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(170);
  });

  it('counts a list right where its lead-in says how many it holds ("four rules:")', () => {
    const numbers = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    const miscounted = listedParts(pages).flatMap(({ heading, paragraphs, list }) =>
      paragraphs
        .filter((text) => typeof text === "string" && text.trim().endsWith(":"))
        .map((text) =>
          /\b(one|two|three|four|five|six|seven|eight|nine|ten) (rules|steps|ways|things|parts)\b/i.exec(text),
        )
        .filter((said) => said && numbers.indexOf(said[1]!.toLowerCase()) + 1 !== list.length)
        .map((said) => `${heading}: says ${said![0]}, lists ${list.length}`),
    );
    expect(listedParts(pages).length).toBeGreaterThan(0);
    expect(miscounted).toEqual([]);
  });

  it("sends every See pricing to /pricing", () => {
    const seePricing = pages.flatMap(actions).filter(({ label }) => /see pricing/i.test(label));
    expect(seePricing.length).toBeGreaterThan(0);
    expect(seePricing.filter(({ href }) => href !== "/pricing")).toEqual([]);
  });

  it("names the plans as the plans do, never a plan of its own", () => {
    const text = pages.flatMap(copyStrings);
    expect(text.filter((line) => /\bPro (plan|and Ultimate)\b|freelancer plan/i.test(line))).toEqual([]);
  });

  it.each(
    pages
      .filter((page) => page.sections.some((section) => section._type === "faq"))
      .map((page) => [page.path, page] as const),
  )("%s has FAQs of at least three distinct questions", (_, page) => {
    const items = sectionsOf(page, "faq").flatMap((section) => section.items);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const questions = items.map((item) => item.question.trim().toLowerCase());
    expect(questions.filter((question, index) => questions.indexOf(question) !== index)).toEqual([]);
  });

  it.each(marketing.map((page) => [page.path, page] as const))(
    "%s opens with its one hero (or one section that carries the h1)",
    (_, page) => {
      const opening = page.sections.flatMap((section, index) =>
        ["hero", "legal", "pageIntro", "notFound"].includes(section._type) ||
        (section._type === "pricingPlans" && section.headingLevel === 1)
          ? [index]
          : [],
      );
      expect(opening).toEqual([0]);
    },
  );
});

describe("pictures", () => {
  const all = pages.flatMap((page) => visuals(page).map((visual) => ({ path: page.path, visual })));

  it("are described and drawn at the size their file declares", () => {
    expect(all.length).toBeGreaterThan(40);
    const wrong = all.flatMap(({ path, visual }) => {
      const size = svgSize(visual.src);
      if (!visual.alt.trim()) return [`${path}: ${visual.src} has no description`];
      if (!size) return [`${path}: ${visual.src} is not in public/`];
      return size.width === visual.width && size.height === visual.height
        ? []
        : [`${path}: ${visual.src} is ${size.width}x${size.height}, the store says ${visual.width}x${visual.height}`];
    });
    expect(wrong).toEqual([]);
  });

  it("have their AVIF and WebP twins, and their phone view's (scripts/brand/mockup-rasters.ts)", () => {
    const missing = (path: string, width: number) =>
      rasterFormats.flatMap((format) => {
        const raster = join("public", rasterName(path, width, format));
        return existsSync(raster) && statSync(raster).size >= 1000 ? [] : [`${path} at ${width}px in ${format}`];
      });
    const stale = [...new Set(all.map(({ visual }) => visual))].flatMap((visual) => [
      ...rasterWidths(visual.width).flatMap((width) => missing(visual.src, width)),
      ...(phoneView(visual.src) ? phoneWidths.flatMap((width) => missing(phoneName(visual.src), width)) : []),
    ]);
    expect(stale).toEqual([]);
  });

  // A phone shows a drawing 350 px wide, where a whole product screen is an unreadable texture.
  it("beside a page's words each have a phone view (sections/phone-views.ts)", () => {
    const without = pages.flatMap((page) =>
      productPictures(page)
        .filter((visual) => !phoneView(visual.src))
        .map((visual) => `${page.path}: ${visual.src}`),
    );
    expect(without).toEqual([]);
  });

  // docs/decisions/images.md#scenes-of-the-audience-pages-dated-at-build: a month drawn into a raster goes stale; the build dates the scenes.
  it("carry no month or year of their own: scenes are dated by the build", () => {
    const months =
      /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b|\b20\d\d\b/;
    const dated = readdirSync(join("public", "mockups"))
      .filter((file) => file.endsWith(".svg"))
      .flatMap((file) =>
        [...readFileSync(join("public", "mockups", file), "utf8").matchAll(/<text\b[^>]*>([^<]*)</g)]
          .map((match) => match[1]!)
          .filter((words) => months.test(words))
          .map((words) => `${file}: ${words}`),
      );
    expect(dated).toEqual([]);
    for (const { visual } of all)
      if (visual.header) expect(visual.header.dated, visual.src).toMatch(/\{(month|quarter)\}/);
  });
});

// docs/product.md#figures: a product fact the site states, or a published figure with its source beside it.
describe("figures", () => {
  const figures = marketing.flatMap((page) =>
    page.sections.flatMap((section) =>
      section._type === "stats" ? section.items : section._type === "ai" ? [section.claim] : [],
    ),
  );

  it("mean one thing everywhere: one label per figure across the site", () => {
    expect(figures.length).toBeGreaterThan(10);
    const labels = new Map<string, Set<string>>();
    for (const figure of figures) labels.set(figure.value, (labels.get(figure.value) ?? new Set()).add(figure.label));
    const reused = [...labels]
      .filter(([, found]) => found.size > 1)
      .map(([value, found]) => `${value}: ${[...found].join(" | ")}`);
    expect(reused).toEqual([]);
  });

  it("never appear in the copy as unsourced multipliers, minutes saved or percentages", () => {
    // Marketing copy's only percentages are the nonprofit discount and the yearly saving the
    // plans compute; no "4.5x" or "91 mins" anywhere. (Tool pages state pay multipliers and
    // timer lengths, which are inputs, not claims.)
    const claims = marketing
      .flatMap(copyStrings)
      .flatMap((line) => [...line.matchAll(/\b\d+(?:\.\d+)?(?:x\b|%| ?mins?\b)/g)].map((match) => match[0]));
    expect(new Set(claims)).toEqual(
      new Set([`${settings.offers.nonprofitDiscount}%`, `${bestYearlySaving(content.plans)}%`, "3 min"]),
    );
  });
});

describe("audience pages", () => {
  it("are the nine the Solutions menu lists", () => {
    expect(audiencePages.map((page) => page.path).sort()).toEqual([...audiencePaths].sort());
    expect(audiencePages).toHaveLength(9);
  });

  it.each(audiencePages.map((page) => [page.path, page] as const))(
    "%s has every part an audience page promises",
    (_, page) => {
      const kinds = new Set(page.sections.map((section) => section._type));
      for (const kind of ["hero", "stats", "faq", "cta", "trust"] as const) expect(kinds, kind).toContain(kind);
      expect(kinds.has("featureRows") || kinds.has("featureGrid")).toBe(true);
      const [hero] = page.sections;
      expect(hero?._type === "hero" && hero.visual).toBeTruthy();
    },
  );

  it("are each about their own audience", () => {
    const distinct = (values: string[]) => new Set(values).size === values.length;
    const heroes = audiencePages.map((page) => sectionsOf(page, "hero")[0]);
    expect(distinct(heroes.map((hero) => hero?.heading ?? ""))).toBe(true);
    expect(distinct(heroes.map((hero) => hero?.visual?.src ?? ""))).toBe(true);
    expect(distinct(audiencePages.map((page) => page.description))).toBe(true);
  });

  // docs/product.md#audience-pages: each page's pictures are its own.
  const picturesOf = (page: PageContent) => [...new Set(productPictures(page).map((visual) => visual.src))];
  it("never show one picture on two audience pages, and each has two scenes no other page shows", () => {
    const seen = new Map<string, string[]>();
    for (const page of audiencePages)
      for (const src of picturesOf(page)) seen.set(src, [...(seen.get(src) ?? []), page.path]);
    expect(
      [...seen].filter(([, paths]) => paths.length > 1).map(([src, paths]) => `${src}: ${paths.join(", ")}`),
    ).toEqual([]);
    for (const page of audiencePages) {
      const own = picturesOf(page).filter(
        (src) => pages.filter((other) => picturesOf(other).includes(src)).length === 1,
      );
      expect(own.length, page.path).toBeGreaterThanOrEqual(2);
    }
  });

  it("start freelancers in the app itself", () => {
    const hero = sectionsOf(
      pages.find((page) => page.path === "/freelancers")!,
      "hero",
    )[0];
    expect(hero?.primary?.href).toBe(settings.links.appRoot);
  });
});
