import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as SeoModule from "./head-tags";
import type { MetaTag } from "./head-tags";
import { siteOrigin } from "./site-url";

/** The build's settings as astro:env hands them over (astro.config.ts), with this SITE_URL. */
const withSiteUrl = (siteUrl: string | undefined) =>
  vi.doMock("astro:env/client", () => ({
    SITE_URL: siteUrl,
    SANITY_PROJECT_ID: undefined,
    SANITY_DATASET: "production",
    CONTENT_PREVIEW: undefined,
  }));

// A production build: SITE_URL is set. (The preview build is covered below.)
withSiteUrl("https://tallyday.app/");
const { fullTitle, seo: seoFor } = await import("./head-tags");
const { faqJsonLd } = await import("./json-ld");
const { siteHeadOf } = await import("./navigation");
const { bundledContent } = await import("~/store/test-content");
// The bundled settings: their menus say which pages sit in which section.
const site = siteHeadOf((await bundledContent()).settings);
const seo = (page: Parameters<typeof seoFor>[0]) => seoFor(page, site);

/** An answer as the content store holds it: one paragraph with a link. */
const answer = [
  {
    _type: "block" as const,
    _key: "a",
    style: "normal" as const,
    markDefs: [{ _type: "link" as const, _key: "l", href: "/pricing" }],
    children: [
      { _type: "span" as const, _key: "s1", text: "See the ", marks: [] },
      { _type: "span" as const, _key: "s2", text: "pricing page", marks: ["l"] },
      { _type: "span" as const, _key: "s3", text: " or write to hello@tallyday.app.", marks: [] },
    ],
  },
];

type Head = ReturnType<typeof seo>;

function find(head: Head, key: "name" | "property" | "rel", value: string): (MetaTag & { href?: string }) | undefined {
  if (key === "rel") return value === "canonical" ? { href: head.canonical, content: head.canonical } : undefined;
  return head.meta.find((tag) => tag[key] === value);
}

describe("seo", () => {
  const tags = seo({ title: "Pricing", description: "Plans for every team.", path: "/pricing" });

  it("appends the brand to the title once", () => {
    expect(tags.title).toBe("Pricing | Tallyday");
    expect(fullTitle("Tallyday: Keep work moving", "Tallyday")).toBe("Tallyday: Keep work moving");
    expect(seoFor({ title: "Pricing", description: "d", path: "/pricing" }, { ...site, name: "Daytally" }).title).toBe(
      "Pricing | Daytally",
    );
  });

  it("gives a description, an absolute canonical URL and Open Graph tags", () => {
    expect(find(tags, "name", "description")?.content).toBe("Plans for every team.");
    expect(find(tags, "rel", "canonical")?.href).toBe("https://tallyday.app/pricing");
    expect(find(tags, "property", "og:url")?.content).toBe("https://tallyday.app/pricing");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("gives every page its own card: absolute, 1200 x 630, described, with its words for the build", () => {
    const image = find(tags, "property", "og:image");
    expect(image?.content).toBe("https://tallyday.app/og/pricing.png");
    expect(image?.data).toEqual({ "data-card-title": "Pricing" });
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Pricing, on a Tallyday card");
    expect(find(tags, "name", "twitter:image")?.content).toBe(image?.content);
    const home = seo({ title: "Tallyday: keep work moving", description: "d", path: "/" });
    expect(find(home, "property", "og:image")?.content).toBe("https://tallyday.app/og/index.png");
  });

  it("names a page's section from the header's menus, and a post's from its category", () => {
    const feature = seo({ title: "Time tracking", description: "d", path: "/time-tracking" });
    expect(find(feature, "property", "og:image")?.data).toMatchObject({ "data-card-section": "Features" });
    expect(find(feature, "property", "og:image:alt")?.content).toBe("Features: Time tracking, on a Tallyday card");
    const audience = seo({ title: "Retail", description: "d", path: "/retail" });
    expect(find(audience, "property", "og:image")?.data).toMatchObject({ "data-card-section": "Solutions" });
    const method = seo({ title: "How we calculate", description: "d", path: "/tools/how-we-calculate" });
    expect(find(method, "property", "og:image")?.data).toMatchObject({ "data-card-section": "Free tools" });
    const post = seo({ title: "A post", description: "d", path: "/blog/a", section: "Payroll", searchable: true });
    expect(find(post, "property", "og:image")?.data).toMatchObject({ "data-card-section": "Payroll" });
  });

  it("marks for search the feature, audience and tool pages and posts, never a hidden page or a list", () => {
    const marked = (head: Head) => Boolean(find(head, "property", "og:image")?.data?.["data-pagefind-meta"]);
    for (const path of ["/time-tracking", "/slack", "/nonprofit", "/overtime-calculator", "/tools/how-we-calculate"]) {
      expect(marked(seo({ title: "t", description: "d", path })), path).toBe(true);
    }
    expect(marked(seo({ title: "t", description: "d", path: "/blog/a", searchable: true }))).toBe(true);
    for (const path of ["/", "/pricing", "/privacy", "/contact", "/blog", "/search"]) {
      expect(marked(seo({ title: "t", description: "d", path })), path).toBe(false);
    }
    expect(marked(seo({ title: "t", description: "d", path: "/overtime-calculator", noIndex: true }))).toBe(false);
  });

  it("lets a page show another page's card: a list's later pages show its first", () => {
    const later = seo({
      title: "Blog - Page 2",
      description: "d",
      path: "/blog/page/2",
      card: { path: "/blog", title: "Blog" },
    });
    expect(find(later, "property", "og:image")?.content).toBe("https://tallyday.app/og/blog.png");
    expect(find(later, "property", "og:image")?.data).toMatchObject({ "data-card-title": "Blog" });
  });

  it("adds JSON-LD blocks with the schema.org context", () => {
    const withLd = seo({
      title: "FAQ",
      description: "d",
      path: "/x",
      jsonLd: faqJsonLd([{ question: "Is it free?", answer }]),
    });
    expect(withLd.jsonLd[0]?.["@context"]).toBe("https://schema.org");
    expect(withLd.jsonLd[0]?.["@type"]).toBe("FAQPage");
  });

  it("gives FAQ answers to search engines as the words a reader sees", () => {
    const [question] = faqJsonLd([{ question: "Q?", answer }]).mainEntity as Array<{
      acceptedAnswer: { text: string };
    }>;
    expect(question?.acceptedAnswer.text).toBe("See the pricing page or write to hello@tallyday.app.");
  });

  it("marks pages that must stay out of search results", () => {
    const hidden = seo({ title: "Not found", description: "d", path: "/404", noIndex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });
});

describe("a preview build (no SITE_URL)", () => {
  let preview: typeof SeoModule;
  beforeAll(async () => {
    withSiteUrl(undefined);
    vi.resetModules();
    preview = await import("./head-tags");
  });
  afterAll(() => {
    vi.doUnmock("astro:env/client");
  });

  it("keeps every page out of search results and publishes no host", () => {
    const tags = preview.seo({ title: "Pricing", description: "d", path: "/pricing" }, site);
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")?.href).toBe("/pricing");
    expect(JSON.stringify(tags)).not.toContain("localhost");
  });
});

describe("siteOrigin", () => {
  it("reads an origin, drops trailing slashes, and reads nothing as a preview", () => {
    expect(siteOrigin("https://tallyday.app//")).toBe("https://tallyday.app");
    expect(siteOrigin(" ")).toBe("");
    expect(siteOrigin(undefined)).toBe("");
  });

  it.each(["tallyday.app", "https://tallyday.app/blog", "javascript:alert(1)"])("refuses %j", (value) => {
    expect(() => siteOrigin(value)).toThrow(/SITE_URL/);
  });
});
