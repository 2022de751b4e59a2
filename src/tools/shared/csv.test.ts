import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("joins cells with commas and rows with CRLF", () => {
    expect(
      toCsv([
        ["Day", "Hours"],
        ["Monday", 8],
      ]),
    ).toBe("Day,Hours\r\nMonday,8");
  });

  it("quotes cells with commas, quotes and line breaks", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines"]])).toBe('"a,b","say ""hi""","two\nlines"');
  });

  it("keeps formula-like text from running in a spreadsheet", () => {
    expect(toCsv([["=SUM(A1)", "-3", "@x"]])).toBe("'=SUM(A1),-3,'@x");
  });
});
