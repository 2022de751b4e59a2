import { describe, expect, it } from "vitest";
import { checkerFaults, isUnknownAnchorProperty } from "./faults";

const error = (message: string) => ({ type: "error", url: "file:/site/index.html", lastLine: 1, message });

describe("the HTML check's faults", () => {
  it("sets aside only the checker not knowing an anchor positioning property", () => {
    expect(isUnknownAnchorProperty("CSS: “anchor-name”: Property “anchor-name” doesn't exist.")).toBe(true);
    expect(isUnknownAnchorProperty("CSS: “position-anchor”: Property “position-anchor” doesn't exist.")).toBe(true);
    // Another property, a bad value of a known one, or a mismatched pair still count.
    expect(isUnknownAnchorProperty("CSS: “anchor-size”: Property “anchor-size” doesn't exist.")).toBe(false);
    expect(isUnknownAnchorProperty("CSS: “colour”: Property “colour” doesn't exist.")).toBe(false);
    expect(isUnknownAnchorProperty("CSS: “anchor-name”: Property “position-anchor” doesn't exist.")).toBe(false);
    expect(isUnknownAnchorProperty("CSS: “top”: “anchor(bottom)” is not a “top” value.")).toBe(false);
  });

  it("keeps every other error and every page the checker could not read, with where it is", () => {
    const faults = checkerFaults([
      error("CSS: “anchor-name”: Property “anchor-name” doesn't exist."),
      { ...error("Element “p” not allowed here."), firstColumn: 7, extract: "<div>\n  <p>" },
      { type: "info", message: "Trailing slash on void elements has no effect." },
      { type: "non-document-error", subType: "io", url: "file:/site/gone.html", message: "File not found." },
    ]);
    expect(faults).toEqual([
      {
        url: "file:/site/index.html",
        line: 1,
        column: 7,
        message: "Element “p” not allowed here.",
        extract: "<div> <p>",
      },
      { url: "file:/site/gone.html", line: 0, column: 0, message: "File not found.", extract: "" },
    ]);
  });
});
