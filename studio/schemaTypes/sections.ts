/**
 * The kinds of section a page is built from, each an object type with the fields its
 * component renders (src/sections). A page's `sections` is an array of these, in order.
 */
import { anchor, choice, icon, line, lines, listOf, paragraph, referencesTo, typed } from "./fields";
import { homeSectionTypes } from "./sections-home";
import { pageSectionTypes } from "./sections-pages";
import type { SchemaType } from "./types";

const section = (name: string, title: string, fields: SchemaType["fields"], subtitle = "title"): SchemaType => ({
  name,
  title,
  type: "object",
  fields,
  preview: { select: { title: subtitle }, prepare: undefined },
});

const hero = section(
  "hero",
  "Hero",
  [
    line("eyebrow", { optional: true }),
    line("heading"),
    paragraph("lead"),
    typed("primary", "action", { optional: true, description: "Empty: the settings' sign-up call." }),
    typed("secondary", "action", { optional: true, description: "Empty: the settings' demo call." }),
    line("note", { optional: true, description: "Empty: the settings' trial note." }),
    typed("visual", "visual", { optional: true }),
  ],
  "heading",
);

const featureRow: SchemaType = section("featureRow", "Feature row", [
  anchor(),
  line("eyebrow", { optional: true }),
  line("title"),
  paragraph("body"),
  lines("points", { optional: true }),
  typed("visual", "visual"),
]);

const featureRows = section("featureRows", "Feature rows", [
  anchor(),
  line("eyebrow", { optional: true }),
  line("title"),
  paragraph("lead", { optional: true }),
  listOf("rows", ["featureRow"]),
]);

const featureCard: SchemaType = section("featureCard", "Feature card", [
  icon(),
  line("title"),
  paragraph("body"),
  typed("link", "action", { optional: true }),
]);

const featureGrid = section("featureGrid", "Feature grid", [
  anchor(),
  line("eyebrow", { optional: true }),
  line("title"),
  paragraph("lead", { optional: true }),
  choice("columns", [2, 3, 4], { optional: true, description: "Empty: 3." }),
  choice("tone", ["plain", "muted"], { optional: true }),
  listOf("items", ["featureCard"]),
]);

const stats = section("stats", "Figures", [
  line("title", { optional: true }),
  referencesTo("items", "stat", { title: "Figures" }),
]);

const step: SchemaType = section("step", "Step", [line("title"), paragraph("body")]);

const steps = section("steps", "Steps", [
  anchor(),
  line("title"),
  paragraph("lead", { optional: true }),
  listOf("items", ["step"]),
]);

const trust = section("trust", "What we stand for", [paragraph("statement"), lines("points")], "statement");

const tableRow: SchemaType = section("tableRow", "Row", [lines("cells")], "cells.0");

const table = section("table", "Table", [
  anchor(),
  line("title"),
  paragraph("lead", { optional: true }),
  line("caption"),
  lines("columns"),
  listOf("rows", ["tableRow"]),
  line("note", { optional: true }),
]);

const callout = section("callout", "Callout", [
  choice("tone", ["brand", "accent"]),
  icon("icon", { optional: true }),
  line("title"),
  paragraph("body"),
  typed("action", "action", { optional: true }),
]);

const faq = section("faq", "Questions and answers", [
  line("title", { optional: true, description: "Empty: Frequently asked questions." }),
  paragraph("lead", { optional: true }),
  referencesTo("items", "faqItem", { title: "Questions" }),
]);

const cta = section("cta", "Closing call", [
  line("title"),
  paragraph("lead"),
  typed("primary", "action", { optional: true, description: "Empty: the settings' sign-up call." }),
  lines("chips", { optional: true }),
  line("note", { optional: true, description: "What this call offers. Empty: the settings' trial note." }),
]);

const marketingSectionTypes = [hero, featureRows, featureGrid, stats, steps, trust, table, callout, faq, cta];

/** Every section kind a page may hold, in the order the Studio's menu offers them. */
export const sectionTypes = [...marketingSectionTypes, ...homeSectionTypes, ...pageSectionTypes];
export const sectionTypeNames = sectionTypes.map((type) => type.name);

/** Objects inside sections. */
export const sectionPartTypes = [featureRow, featureCard, step, tableRow];
