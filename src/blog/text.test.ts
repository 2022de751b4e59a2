import { describe, expect, it } from "vitest";
import { excerptOf, formatPostDate, readingMinutes } from "./text";

const body = (text: string) => [{ _type: "block", children: [{ _type: "span", text }] }];

describe("list text", () => {
  it("uses the excerpt when there is one, cut at 80 characters with ...", () => {
    expect(excerptOf({ excerpt: "Short.", body: [] })).toBe("Short.");
    const long = "x".repeat(81);
    expect(excerptOf({ excerpt: long, body: [] })).toBe(`${"x".repeat(80)}...`);
    expect(excerptOf({ excerpt: "y".repeat(80), body: [] })).toBe("y".repeat(80));
  });

  it("prefers the post's own excerpt over a body that has text", () => {
    expect(excerptOf({ excerpt: "Written by the editor.", body: body("The body's first words.") })).toBe(
      "Written by the editor.",
    );
  });

  it("falls back to the body's first text", () => {
    expect(excerptOf({ body: [{ _type: "image" }, ...body("First words."), ...body("Second.")] })).toBe("First words.");
    expect(excerptOf({ body: [] })).toBe("");
  });

  it("formats dates in short US form and shows none when there is none", () => {
    expect(formatPostDate("2024-08-10T09:00:00Z")).toBe("Aug 10, 2024");
    expect(formatPostDate(undefined)).toBeUndefined();
    expect(formatPostDate("soon")).toBeUndefined();
  });

  it("estimates reading time from the word count when the store has none, to the nearest minute", () => {
    expect(readingMinutes({ readingTime: 7, words: 5000 })).toBe(7);
    expect(readingMinutes({ words: 660 })).toBe(3);
    expect(readingMinutes({ words: 250 })).toBe(1);
    expect(readingMinutes({ words: 330 })).toBe(2);
    expect(readingMinutes({ words: 0 })).toBe(1);
    expect(readingMinutes({})).toBe(1);
  });
});
