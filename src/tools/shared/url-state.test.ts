import { describe, expect, it } from "vitest";
import { readChoiceParam, readNumberParam, readTextParam, readTimeParam } from "./url-state";

const range = { min: 0, max: 24, fallback: 8 };

describe("reading tool inputs from the address", () => {
  it.each([
    ["h=7.5", 7.5],
    ["h=99", 24],
    ["h=-4", 0],
    ["h=abc", 8],
    ["h=", 8],
    ["", 8],
    ["h=Infinity", 8],
  ])("reads %j as %s", (query, expected) => {
    expect(readNumberParam(new URLSearchParams(query), "h", range)).toBe(expected);
  });

  it.each([
    ["t=09:30", "09:30"],
    ["t=24:00", ""],
    ["t=9:30", ""],
    ["t=<script>", ""],
  ])("reads the time %j as %j", (query, expected) => {
    expect(readTimeParam(new URLSearchParams(query), "t")).toBe(expected);
  });

  it("accepts only known choices", () => {
    const choices = ["none", "15", "30"] as const;
    expect(readChoiceParam(new URLSearchParams("r=15"), "r", choices, "none")).toBe("15");
    expect(readChoiceParam(new URLSearchParams("r=45"), "r", choices, "none")).toBe("none");
  });

  it("limits free text", () => {
    expect(readTextParam(new URLSearchParams(`n=${"x".repeat(600)}`), "n")).toHaveLength(500);
  });
});
