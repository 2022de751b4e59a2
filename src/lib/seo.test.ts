import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as SeoModule from "./seo";
import { siteOrigin } from "./site-url";

// A production build: SITE_URL is set. (The preview build is covered below.)
vi.stubEnv("SITE_URL", "https://tallyday.app/");
const { fullTitle, seo } = await import("./seo");
const { faqJsonLd } = await import("./json-ld");

type Head = ReturnType<typeof seo>;
const site = { name: "Tallyday" };

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

function find(head: Head, key: "name" | "property" | "rel", value: string): Record<string, string> | undefined {
  if (key === "rel") return value === "canonical" ? { href: head.canonical } : undefined;
  return head.meta.find((tag) => tag[key] === value);
}

describe("seo", () => {
  const tags = seo({ title: "Pricing", description: "Plans for every team.", path: "/pricing" }, site);

  it("appends the brand to the title once", () => {
    expect(tags.title).toBe("Pricing | Tallyday");
    expect(fullTitle("Tallyday: Keep work moving", "Tallyday")).toBe("Tallyday: Keep work moving");
    expect(seo({ title: "Pricing", description: "d", path: "/pricing" }, { name: "Daytally" }).title).toBe(
      "Pricing | Daytally",
    );
  });

  it("gives a description, an absolute canonical URL and Open Graph tags", () => {
    expect(find(tags, "name", "description")?.content).toBe("Plans for every team.");
    expect(find(tags, "rel", "canonical")?.href).toBe("https://tallyday.app/pricing");
    expect(find(tags, "property", "og:url")?.content).toBe("https://tallyday.app/pricing");
    expect(find(tags, "property", "og:image")?.content).toBe("https://tallyday.app/og-image.png");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("keeps an absolute image URL as it is", () => {
    const withImage = seo(
      { title: "Post", description: "d", path: "/blog/x", image: "https://cdn.example.com/a.png" },
      site,
    );
    expect(find(withImage, "property", "og:image")?.content).toBe("https://cdn.example.com/a.png");
  });

  it("adds JSON-LD blocks with the schema.org context", () => {
    const withLd = seo(
      { title: "FAQ", description: "d", path: "/x", jsonLd: faqJsonLd([{ question: "Q?", answer }]) },
      site,
    );
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
    const hidden = seo({ title: "Not found", description: "d", path: "/404", noIndex: true }, site);
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });
});

describe("a preview build (no SITE_URL)", () => {
  let preview: typeof SeoModule;
  beforeAll(async () => {
    vi.stubEnv("SITE_URL", "");
    vi.resetModules();
    preview = await import("./seo");
  });
  afterAll(() => {
    vi.unstubAllEnvs();
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
