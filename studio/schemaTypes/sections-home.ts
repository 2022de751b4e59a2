/** The home page's own sections, and the pricing sections it shares with /pricing. */
import { anchor, choice, icon, line, lines, listOf, paragraph, referencesTo, referenceTo, typed } from "./fields";
import { required, type SchemaType } from "./types";

const object = (name: string, title: string, fields: SchemaType["fields"], subtitle = "title"): SchemaType => ({
  name,
  title,
  type: "object",
  fields,
  preview: { select: { title: subtitle } },
});

const tourStep = object("tourStep", "Tour step", [typed("visual", "visual"), paragraph("caption")], "caption");

const video = object("video", "Video", [
  anchor("id", {}),
  line("eyebrow", { optional: true }),
  line("title"),
  paragraph("lead", { optional: true }),
  typed("poster", "visual", { description: "Drawn by us: nothing is fetched from a video host before the press." }),
  line("playLabel", { description: "The play button's words when it plays the product tour." }),
  line("playerTitle", { description: "The tour's name for assistive technology." }),
  line("videoPlayLabel", { description: "The play button's words when the settings name a video of our own." }),
  line("videoPlayerTitle", { description: "That video's name for assistive technology." }),
  listOf("tour", ["tourStep"], { title: "Product tour" }),
]);

const ecosystemArea = object(
  "ecosystemArea",
  "Area",
  [
    anchor("id", {}),
    icon(),
    line("name"),
    paragraph("summary"),
    line("cardLink", { title: "Card link words" }),
    line("title"),
    paragraph("body"),
    lines("points"),
    typed("visual", "visual"),
    typed("more", "action", { title: "Its own page" }),
  ],
  "name",
);

const ecosystem = object("ecosystem", "Ecosystem", [
  anchor("id", {}),
  line("eyebrow", { optional: true }),
  line("title"),
  paragraph("lead", { optional: true }),
  listOf("areas", ["ecosystemArea"]),
]);

const capability = object("capability", "Capability", [icon(), line("title"), paragraph("body")]);

const ai = object("ai", "AI", [
  anchor("id", {}),
  line("eyebrow", { optional: true }),
  line("title"),
  paragraph("lead"),
  listOf("capabilities", ["capability"]),
  referenceTo("claim", "stat", { description: "The time-saved claim, shown large." }),
  paragraph("caution", { description: "AI answers can be wrong: said plainly, beside the claims." }),
  typed("link", "action"),
]);

const integration = object(
  "integration",
  "Integration",
  [
    line("name"),
    line("category", { description: "What the tool is, such as Team chat." }),
    paragraph("body"),
    icon(),
    choice("tone", ["brand", "accent", "ink"]),
    typed("link", "action", { optional: true }),
  ],
  "name",
);

const integrations = object("integrations", "Integrations", [
  anchor("id", {}),
  line("eyebrow", { optional: true }),
  line("title"),
  paragraph("lead", { optional: true }),
  listOf("items", ["integration"]),
  {
    name: "more",
    title: "Closing tile",
    type: "object",
    fields: [line("title"), paragraph("body")],
    validation: required,
  },
]);

/** The plan cards with the monthly / annual switch; the plans themselves are plan documents. */
const pricingPlans = object("pricingPlans", "Plans", [
  anchor("id", {}),
  choice("headingLevel", [1, 2], { description: "1 when the section opens the page (the pricing page)." }),
  choice("variant", ["home", "pricing"], {
    description: "How the plan buttons are worded: the home page says Get started now on the popular plan.",
  }),
  line("eyebrow", { optional: true }),
  line("title"),
  paragraph("lead", { optional: true }),
  {
    name: "billing",
    title: "Billing switch",
    type: "object",
    fields: [
      line("legend"),
      line("monthly"),
      line("yearly", { description: "{plans.bestSaving} is the best yearly saving in whole percent." }),
    ],
    validation: required,
  },
  {
    name: "footnote",
    title: "Line under the cards",
    type: "object",
    fields: [line("text"), typed("link", "action")],
    validation: required,
  },
]);

const comparisonNote = object("comparisonNote", "Note", [referenceTo("plan", "plan"), line("text")], "text");

const comparisonRow = object(
  "comparisonRow",
  "Row",
  [
    line("feature"),
    referencesTo("includedIn", "plan", { optional: true, title: "Included in" }),
    listOf("notes", ["comparisonNote"], {
      optional: true,
      description: "A plan's cell in words, such as Coming soon.",
    }),
  ],
  "feature",
);

const comparisonGroup = object("comparisonGroup", "Group", [line("title"), listOf("rows", ["comparisonRow"])]);

const planComparison = object("planComparison", "Plan comparison", [
  anchor("id", {}),
  line("title"),
  paragraph("lead", { optional: true }),
  line("caption"),
  listOf("groups", ["comparisonGroup"]),
]);

export const homeSectionTypes = [video, ecosystem, ai, integrations, pricingPlans, planComparison];
export const homePartTypes = [
  tourStep,
  ecosystemArea,
  capability,
  integration,
  comparisonNote,
  comparisonRow,
  comparisonGroup,
];
