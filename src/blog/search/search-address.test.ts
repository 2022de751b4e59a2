import { describe, expect, it } from "vitest";
import { markedPieces, pageAddress, readSearchAddress, searchAddress } from "./search-address";

describe("the search page's address", () => {
  it("carries the words, and a category only when one is chosen", () => {
    expect(searchAddress({ words: "overtime in California", category: "" })).toBe("/search?q=overtime+in+California");
    expect(searchAddress({ words: " leave ", category: "Payroll & compliance" })).toBe(
      "/search?q=leave&category=Payroll+%26+compliance",
    );
    expect(searchAddress({ words: "  ", category: "" })).toBe("/search");
  });

  it("reads back what the form sends, without script or with it", () => {
    expect(readSearchAddress("?q=overtime+in+California")).toEqual({ words: "overtime in California", category: "" });
    expect(readSearchAddress("?q=leave&category=Payroll+%26+compliance")).toEqual({
      words: "leave",
      category: "Payroll & compliance",
    });
    expect(readSearchAddress("")).toEqual({ words: "", category: "" });
    expect(readSearchAddress(`?q=${"a".repeat(5000)}`).words).toHaveLength(200);
  });
});

describe("a result's address", () => {
  it("is the page's one address, without the folder's trailing slash", () => {
    expect(pageAddress("/blog/how-to-calculate-overtime/")).toBe("/blog/how-to-calculate-overtime");
    expect(pageAddress("/tools/how-we-calculate/")).toBe("/tools/how-we-calculate");
    expect(pageAddress("/")).toBe("/");
  });
});

describe("an excerpt's marked words", () => {
  it("come apart into text, marked where Pagefind marked it, entities read as characters", () => {
    expect(markedPieces("Payroll &amp; <mark>overtime</mark> rules, <mark>California</mark>")).toEqual([
      { text: "Payroll & ", marked: false },
      { text: "overtime", marked: true },
      { text: " rules, ", marked: false },
      { text: "California", marked: true },
    ]);
  });

  it("never turn a page's own angle brackets into markup", () => {
    const pieces = markedPieces("&lt;script&gt;alert(1)&lt;/script&gt; <mark>time</mark>");
    expect(pieces[0]).toEqual({ text: "<script>alert(1)</script> ", marked: false });
    expect(pieces.map((piece) => piece.text).join("")).toBe("<script>alert(1)</script> time");
  });
});
