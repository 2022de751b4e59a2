import { describe, expect, it } from "vitest";
import { paperForLocale } from "./paper";

describe("the paper a visitor most likely has", () => {
  it.each([
    ["en-US", "letter"],
    ["en", "letter"],
    ["fr-CA", "letter"],
    ["es-MX", "letter"],
    ["en-PH", "letter"],
    ["es-CO", "letter"],
    ["en-GB", "a4"],
    ["de", "a4"],
    ["de-DE", "a4"],
    ["es", "a4"],
    ["hi-IN", "a4"],
    ["en-AU", "a4"],
    ["ja", "a4"],
  ])("%s has %s", (locale, paper) => {
    expect(paperForLocale(locale)).toBe(paper);
  });

  it.each([undefined, "", "not a tag!"])("falls back to A4 for %j", (locale) => {
    expect(paperForLocale(locale)).toBe("a4");
  });
});
