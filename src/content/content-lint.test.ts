/**
 * Content lint: rules every page's copy keeps, checked over every content
 * module whatever its shape (a page of sections, a tool page or a page intro),
 * so a new page is covered the day it is added.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { phoneName, phoneWidths, rasterFormats, rasterName, rasterWidths } from "~/lib/rasters";
import { sitePaths as allSitePaths } from "~/lib/site-paths";
import { siteConfig } from "~/site.config";
import { audienceSlugs } from "./audiences";
import { audiencePages } from "./audiences/pages";
import type { FaqItem } from "./faq";
import type { Action, MarketingPageContent, Visual } from "./marketing";
import { marketingPages } from "./marketing-pages";
import type { PageIntroContent } from "./page-intro";
import { phoneView } from "./phone-views";
import { bestYearlySaving } from "./plans";
import { productFacts, type StatFigure } from "./product-facts";
import type { ToolPageContent } from "./tool-page";

type Page =
  | { type: "marketing"; source: string; content: MarketingPageContent }
  | { type: "tool"; source: string; content: ToolPageContent }
  | { type: "intro"; source: string; content: PageIntroContent };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Which kind of page an exported value is, by its shape; undefined when it is not a page. */
function classify(value: unknown, source: string): Page | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.path !== "string" || typeof value.title !== "string" || typeof value.description !== "string")
    return undefined;
  const { sections } = value;
  if (Array.isArray(sections) && sections.every((section) => isObject(section) && typeof section.kind === "string"))
    return { type: "marketing", source, content: value as unknown as MarketingPageContent };
  if (Array.isArray(value.faq) && isObject(value.guide))
    return { type: "tool", source, content: value as unknown as ToolPageContent };
  if (typeof value.heading === "string" && typeof value.lead === "string")
    return { type: "intro", source, content: value as unknown as PageIntroContent };
  return undefined;
}

const pageModules = import.meta.glob<Json>("./pages/*.ts", { eager: true });

/** The pages each module under ./pages exports (an object exported twice counts once). */
const pagesByModule = Object.entries(pageModules).map(([file, exports]) => {
  const values = [...new Set(Object.values(exports))];
  return [file, values.flatMap((value) => classify(value, file) ?? [])] as const;
});

/** The page modules' pages, and every page `[page].astro` renders (audience and legal pages among them). */
const pages: Page[] = [
  ...pagesByModule.flatMap(([, found]) => found),
  ...Object.entries(marketingPages).map(([slug, content]): Page => ({ type: "marketing", source: slug, content })),
].filter((page, index, all) => all.findIndex((other) => other.content === page.content) === index);

const sitePaths = new Set(allSitePaths());

/** Hosts a page may link to: the ones the site config names, nothing else. */
const linkHosts = new Set(
  [
    siteConfig.app.host,
    ...Object.values(siteConfig.app),
    siteConfig.helpCentre,
    siteConfig.demoBooking,
    siteConfig.video.embedOrigin,
  ].map((url) => new URL(url).hostname),
);

interface Reference {
  /** Where in the content it sits, for the failure message. */
  at: string;
  target: string;
}

const inlineLink = /\[[^\]]+\]\(([^)\s]+)\)/g;

/**
 * Every link target in a page: `href` values and drawn `src` files anywhere in
 * the object, and the `[label](target)` links inside text (the legal pages' syntax).
 */
function references(value: unknown, at = "", found: Reference[] = []): Reference[] {
  if (typeof value === "string") {
    for (const match of value.matchAll(inlineLink)) found.push({ at, target: match[1]! });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => references(item, `${at}[${index}]`, found));
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if ((key === "href" || key === "src") && typeof child === "string")
        found.push({ at: `${at}.${key}`, target: child });
      else references(child, `${at}.${key}`, found);
    }
  }
  return found;
}

/** Every drawn picture in a page: objects with an SVG `src`, an `alt`, a `width` and a `height`. */
function visuals(value: unknown): Visual[] {
  if (Array.isArray(value)) return value.flatMap(visuals);
  if (!isObject(value)) return [];
  const own =
    typeof value.src === "string" && typeof value.width === "number" && typeof value.height === "number"
      ? [value as unknown as Visual]
      : [];
  return [...own, ...Object.values(value).flatMap(visuals)];
}

/**
 * The drawn product screens a page shows beside its words: in its hero, its
 * feature rows and the home page's ecosystem (the video's poster and tour are
 * shown whole, in their own frame).
 */
function productPictures(content: MarketingPageContent): Visual[] {
  return content.sections.flatMap((section) =>
    section.kind === "hero" || section.kind === "featureRows" || section.kind === "ecosystem" ? visuals(section) : [],
  );
}

/** The width and height an SVG file declares on its root element. */
function svgSize(src: string): { width: number; height: number } | undefined {
  const file = join("public", src);
  if (!existsSync(file)) return undefined;
  const root = readFileSync(file, "utf8").match(/<svg\b[^>]*>/)?.[0] ?? "";
  const attribute = (name: string) => Number(root.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1]);
  return { width: attribute("width"), height: attribute("height") };
}

/** Every string in a page, for the claims that must read the same everywhere. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isObject(value)) return Object.values(value).flatMap(strings);
  return [];
}

/** Every `{ label, href }` in a page. */
function actions(value: unknown): Action[] {
  if (Array.isArray(value)) return value.flatMap(actions);
  if (!isObject(value)) return [];
  const own = typeof value.label === "string" && typeof value.href === "string" ? [value as unknown as Action] : [];
  return [...own, ...Object.values(value).flatMap(actions)];
}

function faqLists(page: Page): FaqItem[][] {
  if (page.type === "tool") return [page.content.faq];
  if (page.type === "marketing")
    return page.content.sections.flatMap((section) => (section.kind === "faq" ? [section.items] : []));
  return [];
}

function resolvesOnSite(target: string): boolean {
  const path = target.replace(/[?#].*$/, "") || "/";
  if (sitePaths.has(path) || sitePaths.has(path.replace(/\/+$/, ""))) return true;
  const file = join("public", decodeURI(path));
  return existsSync(file) && statSync(file).isFile();
}

describe("content modules", () => {
  it("finds the pages", () => {
    expect(pagesByModule.length).toBeGreaterThan(0);
    expect(pages.length).toBeGreaterThan(pagesByModule.length);
  });

  it.each(pagesByModule.map(([file, found]) => [file, found.length] as const))(
    "%s exports a page of a known shape",
    (_file, count) => {
      expect(count).toBeGreaterThan(0);
    },
  );

  it("gives every page its own title", () => {
    const pathsByTitle = new Map<string, Set<string>>();
    for (const { content } of pages) {
      const key = content.title.trim().toLowerCase();
      pathsByTitle.set(key, (pathsByTitle.get(key) ?? new Set()).add(content.path));
    }
    const shared = [...pathsByTitle]
      .filter(([, paths]) => paths.size > 1)
      .map(([title, paths]) => `${title}: ${[...paths].join(", ")}`);
    expect(shared).toEqual([]);
  });
});

describe("every page's content", () => {
  const all = pages.map(({ content }) => content);

  it("links only to its own routes and files, the configured hosts or the contact address", () => {
    const found = all.flatMap((content) =>
      references(content).map((ref) => ({ ...ref, at: `${content.path}${ref.at}` })),
    );
    expect(found.length).toBeGreaterThan(pages.length);
    const broken = found.filter(({ target }) => {
      if (target.startsWith("#")) return false;
      if (target.startsWith("/") && !target.startsWith("//")) return !resolvesOnSite(target);
      if (/^https?:\/\//.test(target)) return !linkHosts.has(new URL(target).hostname);
      if (target.startsWith("mailto:")) return target.replace(/\?.*$/, "") !== `mailto:${siteConfig.email}`;
      return true;
    });
    expect(broken.map(({ at, target }) => `${at}: ${target}`)).toEqual([]);
  });

  it("sends every See pricing to /pricing", () => {
    const seePricing = all.flatMap(actions).filter(({ label }) => /see pricing/i.test(label));
    expect(seePricing.length).toBeGreaterThan(0);
    expect(seePricing.filter(({ href }) => href !== "/pricing")).toEqual([]);
  });

  it("states the plans, the trial, the nonprofit terms and the reply time as the pricing does", () => {
    const text = all.flatMap(strings);
    expect(text.filter((line) => /\bPro (plan|and Ultimate)\b/.test(line))).toEqual([]);
    const claims = (pattern: RegExp, context: RegExp = /./) =>
      text.filter((line) => context.test(line)).flatMap((line) => [...line.matchAll(pattern)].map((match) => match[1]));
    const trials = claims(/(\d+)-day (?:free )?trial/gi);
    expect(trials.length).toBeGreaterThan(0);
    expect(new Set(trials)).toEqual(new Set(["14"]));
    expect(new Set(claims(/(\d+)% (?:off|discount)/gi, /nonprofit|non-profit/i))).toEqual(new Set(["30"]));
    expect(new Set(claims(/within (\d+) hours/gi, /enquir/i))).toEqual(new Set(["8"]));
  });
});

/** Every figure a page states in large type: its stats sections and the home page's AI claim. */
function statFigures(content: MarketingPageContent): StatFigure[] {
  return content.sections.flatMap((section) =>
    section.kind === "stats" ? section.items : section.kind === "ai" ? [section.claim] : [],
  );
}

/** Every string a visitor reads as copy (a picture's alt text describes the drawn, illustrative screen). */
function copyStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(copyStrings);
  if (isObject(value))
    return Object.entries(value).flatMap(([key, child]) => (key === "alt" ? [] : copyStrings(child)));
  return [];
}

// docs/product.md#figures: a product fact the site states, or a published figure with its source beside it.
describe("figures", () => {
  const marketing = pages.flatMap((page) => (page.type === "marketing" ? [page.content] : []));
  const figures = marketing.flatMap((content) =>
    statFigures(content).map((figure) => ({ path: content.path, figure })),
  );
  const facts: StatFigure[] = Object.values(productFacts);

  it("are each a product fact or a published figure with its source named", () => {
    expect(figures.length).toBeGreaterThan(10);
    const unfounded = figures.filter(
      ({ figure }) =>
        !facts.some((fact) => fact.value === figure.value && fact.label === figure.label) && !figure.source?.trim(),
    );
    expect(unfounded.map(({ path, figure }) => `${path}: ${figure.value} ${figure.label}`)).toEqual([]);
  });

  it("mean one thing everywhere: one label per figure across the site", () => {
    const labels = new Map<string, Set<string>>();
    for (const { figure } of figures)
      labels.set(figure.value, (labels.get(figure.value) ?? new Set()).add(figure.label));
    const reused = [...labels]
      .filter(([, found]) => found.size > 1)
      .map(([value, found]) => `${value}: ${[...found].join(" | ")}`);
    expect(reused).toEqual([]);
  });

  it("never appear in the copy as unsourced multipliers, minutes saved or percentages", () => {
    // Marketing copy's only percentages are the nonprofit discount and the yearly saving the
    // plans compute; no "4.5x" or "91 mins" anywhere. (Tool pages state pay multipliers and
    // timer lengths, which are inputs, not claims.)
    const text = marketing.flatMap((content) => copyStrings(content));
    const claims = text.flatMap((line) =>
      [...line.matchAll(/\b\d+(?:\.\d+)?(?:x\b|%| ?mins?\b)/g)].map((match) => match[0]),
    );
    expect(new Set(claims)).toEqual(new Set(["30%", `${bestYearlySaving()}%`, "3 min"]));
  });
});

describe.each(pages.map((page) => [`${page.content.path} (${page.source})`, page] as const))("%s", (_name, page) => {
  const { content } = page;

  it("has a title, a description of 50-170 characters and a path in the route table", () => {
    expect(content.title.trim()).not.toBe("");
    expect(content.description.length).toBeGreaterThanOrEqual(50);
    expect(content.description.length).toBeLessThanOrEqual(170);
    expect(sitePaths.has(content.path), `${content.path} is not a route`).toBe(true);
  });

  if (page.type === "tool") {
    it('counts a guide\'s list right where it says how many it holds ("four rules")', () => {
      const numbers = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
      for (const section of page.content.guide.sections) {
        if (!section.list) continue;
        // The paragraph that leads into the list, ending in a colon.
        for (const paragraph of section.paragraphs.filter((text) => text.trim().endsWith(":"))) {
          const said = /\b(one|two|three|four|five|six|seven|eight|nine|ten) (rules|steps|ways|things|parts)\b/i.exec(
            paragraph,
          );
          if (said) expect(numbers.indexOf(said[1]!.toLowerCase()) + 1, section.heading).toBe(section.list.length);
        }
      }
    });
  }

  if (faqLists(page).length) {
    it("has FAQs of at least three distinct questions", () => {
      const lists = faqLists(page);
      for (const items of lists) {
        expect(items.length).toBeGreaterThanOrEqual(3);
        for (const item of items) {
          expect(item.question.trim()).not.toBe("");
          expect(item.answer.trim()).not.toBe("");
        }
      }
      const questions = lists.flat().map((item) => item.question.trim().toLowerCase());
      expect(questions.filter((question, index) => questions.indexOf(question) !== index)).toEqual([]);
    });
  }

  if (visuals(content).length) {
    it("describes every picture and gives it the size its file declares", () => {
      for (const visual of visuals(content)) {
        expect(visual.alt?.trim(), visual.src).toBeTruthy();
        if (!visual.src.endsWith(".svg")) continue;
        const size = svgSize(visual.src);
        if (size)
          expect({ src: visual.src, width: visual.width, height: visual.height }).toEqual({ src: visual.src, ...size });
      }
    });

    it("has the AVIF and WebP twins of every drawn picture and of its phone view (scripts/brand/mockup-rasters.ts)", () => {
      const stale: string[] = [];
      const missing = (path: string, width: number) =>
        rasterFormats.flatMap((format) => {
          const raster = join("public", rasterName(path, width, format));
          return existsSync(raster) && statSync(raster).size >= 1000 ? [] : [`${path} at ${width}px in ${format}`];
        });
      for (const visual of visuals(content)) {
        if (!visual.src.endsWith(".svg")) continue;
        const drawing = join("public", visual.src);
        for (const width of rasterWidths(visual.width)) stale.push(...missing(visual.src, width));
        if (phoneView(visual.src))
          for (const width of phoneWidths) stale.push(...missing(phoneName(visual.src), width));
        if (!existsSync(drawing)) stale.push(visual.src);
      }
      expect(stale).toEqual([]);
    });
  }

  if (page.type === "marketing" && productPictures(page.content).length) {
    // A phone shows a drawing 350 px wide, where a whole product screen is an unreadable texture.
    it("gives every product picture beside its words a phone view (content/phone-views.ts)", () => {
      const without = productPictures(page.content).filter((visual) => !phoneView(visual.src));
      expect(without.map((visual) => visual.src)).toEqual([]);
    });
  }

  if (page.type === "marketing") {
    // The pricing page opens with its plans and a legal page with its document, which carry the h1.
    it("opens with its one hero (or one section that carries the h1)", () => {
      const opening = page.content.sections.flatMap((section, index) =>
        section.kind === "hero" || section.kind === "legal" || (section as { headingLevel?: number }).headingLevel === 1
          ? [index]
          : [],
      );
      expect(opening).toEqual([0]);
      expect(page.content.sections.filter((section) => section.kind === "hero").length).toBeLessThanOrEqual(1);
    });
  }
});

// docs/decisions/images.md#scenes: a month drawn into a raster goes stale; the build dates the scenes.
it("no drawing in public/mockups carries a month or a year of its own", () => {
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
});

describe("audience pages", () => {
  const records = audienceSlugs.map((slug) => [slug, audiencePages[slug]] as const);

  it.each(records)("/%s has every part an audience page promises", (slug, page) => {
    expect(page.path).toBe(`/${slug}`);
    const kinds = new Set(page.sections.map((section) => section.kind));
    for (const kind of ["hero", "stats", "faq", "cta"] as const) expect(kinds, kind).toContain(kind);
    expect(kinds.has("featureRows") || kinds.has("featureGrid")).toBe(true);
    expect(kinds.has("trust")).toBe(true);
    const hero = page.sections[0];
    expect(hero?.kind === "hero" && hero.visual).toBeTruthy();
  });

  it("are each about their own audience", () => {
    const distinct = (values: string[]) => new Set(values).size === values.length;
    const pageList = records.map(([, page]) => page);
    const heroes = pageList.map((page) => page.sections.find((section) => section.kind === "hero"));
    expect(distinct(heroes.map((hero) => hero?.heading ?? ""))).toBe(true);
    expect(distinct(heroes.map((hero) => hero?.visual?.src ?? ""))).toBe(true);
    expect(distinct(pageList.map((page) => page.description))).toBe(true);
  });

  // docs/product.md#audience-pages: each page's pictures are its own.
  const picturesOf = (page: MarketingPageContent) => [...new Set(productPictures(page).map((visual) => visual.src))];
  const pagesShowing = (src: string) =>
    pages.filter(
      ({ type, content }) => type === "marketing" && picturesOf(content as MarketingPageContent).includes(src),
    );

  it("never show one picture on two audience pages", () => {
    const seen = new Map<string, string[]>();
    for (const [slug, page] of records)
      for (const src of picturesOf(page)) seen.set(src, [...(seen.get(src) ?? []), slug]);
    expect(
      [...seen].filter(([, slugs]) => slugs.length > 1).map(([src, slugs]) => `${src}: ${slugs.join(", ")}`),
    ).toEqual([]);
  });

  it.each(records)("/%s has at least two drawn scenes of its own, shown on no other page", (_slug, page) => {
    const own = picturesOf(page).filter((src) => pagesShowing(src).length === 1);
    expect(own.length).toBeGreaterThanOrEqual(2);
  });

  it.each(records)("/%s dates its pictures only from the build: no month or year drawn in", (_slug, page) => {
    const months =
      /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b|\b20\d\d\b/;
    const dated = productPictures(page).flatMap((visual) => {
      const files = [visual.src, ...(phoneView(visual.src)?.drawn ? [phoneName(visual.src)] : [])];
      return files.flatMap((file) =>
        [...readFileSync(join("public", file), "utf8").matchAll(/<text\b[^>]*>([^<]*)</g)]
          .map((match) => match[1]!)
          .filter((words) => months.test(words))
          .map((words) => `${file}: ${words}`),
      );
    });
    expect(dated).toEqual([]);
    for (const visual of productPictures(page))
      if (visual.header) expect(visual.header.dated, visual.src).toMatch(/\{(month|quarter)\}/);
  });

  it("start freelancers in the app itself", () => {
    const hero = audiencePages.freelancers.sections[0];
    expect(hero?.kind === "hero" ? hero.primary?.href : undefined).toBe(siteConfig.app.root);
  });

  it.each(["small-business", "remote-teams", "financial-services"] as const)("/%s offers See pricing", (slug) => {
    expect(actions(audiencePages[slug])).toContainEqual({ label: "See pricing", href: "/pricing" });
  });
});
