/** Sections of the pages that are not marketing pages: legal, contact, not found, the tools and their methodology. */
import { anchor, choice, line, lines, listOf, paragraph, paragraphs, referenceTo, typed } from "./fields";
import { required, type SchemaType } from "./types";

const object = (name: string, title: string, fields: SchemaType["fields"], subtitle = "heading"): SchemaType => ({
  name,
  title,
  type: "object",
  fields,
  preview: { select: { title: subtitle } },
});

/** A whole legal document, placed on its page. */
const legal = object("legal", "Legal document", [referenceTo("document", "legalDocument")], "document.heading");

/** The opening of a page without a hero: eyebrow, the page's one main heading and a lead. */
const pageIntro = object("pageIntro", "Page opening", [
  line("eyebrow", { optional: true }),
  line("heading"),
  paragraph("lead"),
]);

const contactWay = object(
  "contactWay",
  "Way to reach us",
  [
    choice("channel", ["email", "demo", "help"], { description: "Picks the icon." }),
    line("title"),
    paragraph("text"),
    typed("link", "action"),
  ],
  "title",
);

/** The contact form's card and the other ways to reach us beside it. */
const contact = object("contact", "Contact form", [
  line("heading", { description: "The form card's heading." }),
  paragraph("lead", { description: "The line under it." }),
  line("otherWaysHeading", { title: "Other ways heading" }),
  listOf("otherWays", ["contactWay"], { title: "Other ways" }),
  {
    name: "tryIt",
    title: "Closing box",
    type: "object",
    fields: [line("heading"), paragraph("lead"), typed("primary", "action"), typed("secondary", "action")],
    validation: required,
  },
]);

/** The not-found page's words; its status and the code 404 come from the site. */
const notFound = object("notFound", "Not found", [
  line("heading"),
  paragraph("lead"),
  typed("home", "action", { title: "Way home" }),
]);

/** A free tool's compact opening, so the tool sits above the fold. */
const toolIntro = object("toolIntro", "Tool opening", [
  line("eyebrow", { optional: true }),
  line("heading"),
  paragraph("lead"),
]);

/** Where the tool itself sits, with the line shown when script is off and its embed code. */
const tool = object(
  "tool",
  "Tool",
  [
    {
      name: "tool",
      title: "Tool",
      type: "string",
      description: "The tool's path, as the tools' registry names it: /overtime-calculator.",
      validation: required,
    },
    line("appName", { title: "Tool name", description: "For structured data and the tool's landmark." }),
    paragraph("noScript", { title: "Without script", description: "Shown above the tool when script is off." }),
  ],
  "appName",
);

const source = object("source", "Source", [line("name"), line("url")], "name");

const guidePart = object("guidePart", "Guide part", [
  anchor(),
  line("heading"),
  paragraphs("paragraphs"),
  lines("list", { optional: true }),
  listOf("sources", ["source"], { optional: true }),
]);

const toolGuide = object("toolGuide", "Guide", [
  line("heading"),
  paragraph("lead", { optional: true }),
  listOf("parts", ["guidePart"]),
  typed("link", "action", { optional: true, description: "Where the guide leads on." }),
]);

const workedExample = object(
  "workedExample",
  "Worked example",
  [line("title"), lines("steps"), line("result")],
  "title",
);

const workedExamples = object("workedExamples", "Worked examples", [
  line("heading"),
  listOf("items", ["workedExample"]),
]);

/** The other free tools, as cards. */
const moreTools = object("moreTools", "More tools", [line("heading")]);

const overtimeRuleRow = object(
  "overtimeRuleRow",
  "Overtime rule",
  [
    line("rule", { description: "The rule's key in the overtime calculator: weekly, daily, california…" }),
    paragraph("what"),
  ],
  "rule",
);

const caveat = object(
  "caveat",
  "Not covered",
  [paragraph("text"), typed("source", "source", { optional: true })],
  "text",
);

/** The methodology page's body: the notice, the arithmetic, the overtime rules, examples and limits. */
const methodology = object(
  "methodology",
  "How we calculate",
  [
    paragraph("notice", { description: "Said once, before anything else: the figures are estimates." }),
    line("partsHeading", { title: "Heading of the arithmetic", description: "Read only by assistive technology." }),
    listOf("parts", ["guidePart"]),
    {
      name: "rules",
      title: "Overtime rules",
      type: "object",
      fields: [line("heading"), paragraph("lead"), listOf("rows", ["overtimeRuleRow"])],
      validation: required,
    },
    typed("examples", "workedExamples"),
    {
      name: "notCovered",
      title: "Not covered",
      type: "object",
      fields: [line("heading"), paragraph("lead"), listOf("items", ["caveat"])],
      validation: required,
    },
    line("calculatorsHeading", { title: "Heading of the calculators' links" }),
  ],
  "notice",
);

export const pageSectionTypes = [
  legal,
  pageIntro,
  contact,
  notFound,
  toolIntro,
  tool,
  toolGuide,
  workedExamples,
  moreTools,
  methodology,
];
export const pagePartTypes = [contactWay, source, guidePart, workedExample, overtimeRuleRow, caveat];
