/**
 * The site's documents besides the blog: pages of sections, plans, FAQ items, legal
 * documents, drawings, figures and the site's settings. Every fact lives in one of
 * them and is named elsewhere by a reference or a placeholder (docs/decisions/content-store.md).
 */
import { anchor, flag, line, lines, listOf, number, paragraph, typed } from "./fields";
import { sectionTypeNames } from "./sections";
import { required, type SchemaType } from "./types";

/** Any page of the site: its address, its head and its sections in order (the page-builder pattern). */
const page: SchemaType = {
  name: "page",
  title: "Page",
  type: "document",
  fields: [
    {
      name: "path",
      title: "Path",
      type: "string",
      description: "The page's address on the site: / for the home page, /retail, /tools/how-we-calculate.",
      validation: (rule) => rule.regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, "path").required(),
    },
    line("title", {
      description: "The browser tab's title and the search result's heading; the brand is added after it.",
    }),
    paragraph("description", { description: "The search result's summary, about 150 characters." }),
    flag("noIndex", { title: "Hide from search engines", description: "For pages such as the not-found page." }),
    listOf("sections", sectionTypeNames, { description: "The page's parts, from top to bottom." }),
  ],
  preview: { select: { title: "title", subtitle: "path" } },
  orderings: [{ title: "Path", name: "path", by: [{ field: "path", direction: "asc" }] }],
};

/** A plan on the pricing page, the home page and in structured data (prices in US dollars per user a month). */
const plan: SchemaType = {
  name: "plan",
  title: "Plan",
  type: "document",
  fields: [
    line("name"),
    {
      name: "key",
      title: "Key",
      type: "string",
      description:
        "How copy names this plan's facts: {plan.<key>.monthly}, {plan.<key>.yearly}, {plan.<key>.teammates}, {plan.<key>.name}.",
      validation: (rule) => rule.regex(/^[a-z][a-z0-9]*$/, "key").required(),
    },
    number("order", { min: 0, integer: true }, { description: "Plans are shown in this order, lowest first." }),
    paragraph("description"),
    {
      name: "price",
      title: "Price",
      type: "object",
      description: "US dollars per user a month. Yearly is the monthly equivalent when billed yearly.",
      fields: [number("monthly", { min: 0 }), number("yearly", { min: 0 })],
      validation: required,
    },
    flag("popular", { title: "Most popular", description: "Exactly one plan is marked." }),
    number(
      "teammates",
      { min: 1, integer: true },
      { optional: true, title: "Teammate limit", description: "Empty: no limit." },
    ),
    line("featuresLead", {
      title: "Line above the features",
      description: "For example: Everything in Personal, plus:",
    }),
    lines("features"),
    lines("comingSoon", { optional: true, title: "Coming soon" }),
  ],
  preview: { select: { title: "name", subtitle: "description" } },
  orderings: [{ title: "Order", name: "order", by: [{ field: "order", direction: "asc" }] }],
};

/** One question and its answer; pages list the items they show. */
const faqItem: SchemaType = {
  name: "faqItem",
  title: "FAQ item",
  type: "document",
  fields: [line("question"), typed("answer", "richText")],
  preview: { select: { title: "question" } },
};

/** A section of a legal document: its anchor, heading and text. */
const legalSection: SchemaType = {
  name: "legalSection",
  title: "Legal section",
  type: "object",
  fields: [anchor("id", {}), line("heading"), typed("body", "richText")],
  preview: { select: { title: "heading", subtitle: "id" } },
};

/** The privacy policy, the terms of service or the refund policy. */
const legalDocument: SchemaType = {
  name: "legalDocument",
  title: "Legal document",
  type: "document",
  fields: [
    line("heading", { description: "The page's one main heading." }),
    {
      name: "updated",
      title: "Updated",
      type: "object",
      fields: [
        line("label", { description: "How the date is introduced: Last updated, Last revised." }),
        { name: "date", title: "Date", type: "date", validation: required },
      ],
      validation: required,
    },
    typed("intro", "richText", { description: "Paragraphs under the heading, before the table of contents." }),
    flag("numbered", {
      title: "Numbered sections",
      description: "Show 1., 2., … before each heading, as contracts cite them.",
    }),
    listOf("sections", ["legalSection"]),
  ],
  preview: { select: { title: "heading", subtitle: "updated.date" } },
};

/** A drawn product screen or scene in public/mockups, at the size its file declares. */
const mockup: SchemaType = {
  name: "mockup",
  title: "Drawing",
  type: "document",
  fields: [
    {
      name: "file",
      title: "File",
      type: "string",
      description: "The SVG under public/mockups, such as /mockups/punch-board.svg.",
      validation: (rule) => rule.regex(/^\/mockups\/[a-z0-9-]+\.svg$/, "file").required(),
    },
    paragraph("alt", { title: "Description", description: "What the drawing shows, for people who cannot see it." }),
    number("width", { min: 1, integer: true }),
    number("height", { min: 1, integer: true }),
    {
      name: "header",
      title: "Title bar",
      type: "object",
      description: "A scene's title bar, drawn by the page; {month}, {year} and {quarter} become the build's date.",
      fields: [line("title"), line("dated")],
    },
  ],
  preview: { select: { title: "file", subtitle: "alt" } },
};

/** A figure the stat bands show: a product fact, or a published figure with its source. */
const stat: SchemaType = {
  name: "stat",
  title: "Figure",
  type: "document",
  fields: [
    line("value", {
      description: "Use a placeholder for a fact held elsewhere: {trial.days} days, {plan.growth.teammates}.",
    }),
    line("label"),
    line("source", { optional: true, description: "Where a published figure comes from; product facts need none." }),
  ],
  preview: { select: { title: "value", subtitle: "label" } },
};

/** The site's one settings document: the company, links out, offers and the menus. */
const settings: SchemaType = {
  name: "settings",
  title: "Site settings",
  type: "document",
  fields: [
    line("name", { title: "Product name" }),
    line("tagline"),
    {
      name: "company",
      title: "Company",
      type: "object",
      fields: [
        line("legalName"),
        {
          name: "address",
          title: "Address",
          type: "object",
          fields: [line("street"), line("locality"), line("city"), line("region"), line("postalCode"), line("country")],
          validation: required,
        },
      ],
      validation: required,
    },
    line("email", { title: "Contact e-mail", description: "Copy names it as {email}." }),
    {
      name: "links",
      title: "Links out",
      type: "object",
      description:
        "Copy names them as {link.signUp}, {link.signIn}, {link.appPricing}, {link.slack}, {link.appRoot}, {link.help}, {link.demo}.",
      fields: [
        line("signUp", { title: "Sign up" }),
        line("signIn", { title: "Sign in" }),
        line("appPricing", { title: "Pricing in the app" }),
        line("slack", { title: "Slack integration in the app" }),
        line("appRoot", { title: "The app" }),
        line("help", { title: "Help centre" }),
        line("demo", { title: "Demo booking" }),
      ],
      validation: required,
    },
    {
      name: "offers",
      title: "Offers",
      type: "object",
      description: "Copy names them as {trial.days}, {nonprofit.discount} and {refund.days}.",
      fields: [
        number("trialDays", { min: 1, integer: true }, { title: "Free trial (days)" }),
        number("nonprofitDiscount", { min: 0, max: 100, integer: true }, { title: "Nonprofit discount (%)" }),
        number("refundDays", { min: 0, integer: true }, { title: "Refund window (days)" }),
      ],
      validation: required,
    },
    {
      name: "calls",
      title: "Calls",
      type: "object",
      description: "What a hero or closing call offers when its page names none.",
      fields: [
        typed("signUp", "action", { title: "Sign up", description: "A hero's first button." }),
        typed("trial", "action", { title: "Trial", description: "A closing call's button." }),
        typed("demo", "action", { title: "Demo", description: "A hero's second button." }),
        line("trialNote", { title: "Trial note", description: "The line under a call." }),
      ],
      validation: required,
    },
    line("youtubeId", {
      title: "Product video (YouTube id)",
      optional: true,
      description: "Empty: the home page plays our drawn product tour. A video of our own replaces it.",
    }),
    {
      name: "header",
      title: "Header",
      type: "object",
      description: "The free tools' menu lists the tools themselves, by their registry.",
      fields: [
        line("featuresLabel", { title: "Features menu" }),
        { name: "features", title: "Features links", type: "array", of: [{ type: "navLink" }], validation: required },
        line("solutionsLabel", { title: "Solutions menu" }),
        {
          name: "solutions",
          title: "Solutions groups",
          type: "array",
          of: [{ type: "navGroup" }],
          validation: required,
        },
        line("resourcesLabel", { title: "Resources menu" }),
        typed("pricing", "navLink", { title: "Pricing link" }),
        line("signIn", { title: "Sign in words" }),
        line("talkToSales", { title: "Talk to sales words" }),
        line("startFree", { title: "Start free words" }),
      ],
      validation: required,
    },
    {
      name: "footer",
      title: "Footer",
      type: "object",
      fields: [
        paragraph("blurb", { description: "The line under the logo." }),
        line("companyHeading"),
        { name: "company", title: "Company links", type: "array", of: [{ type: "navLink" }], validation: required },
        line("featuresHeading", { description: "The column lists the header's Features links." }),
        line("toolsHeading", { description: "The column lists the tools, then how we calculate." }),
        typed("methodology", "navLink", { title: "How we calculate" }),
        line("rights", { description: "After the year and the company's name." }),
        line("closing", { description: "The last line, beside the copyright." }),
      ],
      validation: required,
    },
    {
      name: "blogFeed",
      title: "Blog feed",
      type: "object",
      fields: [line("title"), paragraph("description")],
      validation: required,
    },
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
};

export const documentTypes = [page, plan, faqItem, legalDocument, mockup, stat, settings];
export const documentObjectTypes = [legalSection];
