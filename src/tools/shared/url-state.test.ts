import { afterEach, describe, expect, it, vi } from "vitest";
import { readChoiceParam, readNumberParam, readTextParam, readTimeParam, replaceParams } from "./url-state";

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

describe("writing the inputs into the address", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("writes once the press's frame is drawn, the last of several calls, with no history entry", () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const written: string[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("window", {
      location: { pathname: "/overtime-calculator", hash: "#result" },
      history: {
        state: { kept: true },
        replaceState: (_state: unknown, _title: string, url: string) => written.push(url),
      },
    });

    replaceParams(new URLSearchParams("mon=8"));
    replaceParams(new URLSearchParams("mon=9&rate=25"));
    expect(written).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    // Not inside the frame either: just after it.
    expect(written).toEqual([]);
    vi.runAllTimers();
    expect(written).toEqual(["/overtime-calculator?mon=9&rate=25#result"]);

    // Cleared inputs clear the query.
    replaceParams(new URLSearchParams());
    frames[1]!(0);
    vi.runAllTimers();
    expect(written.at(-1)).toBe("/overtime-calculator#result");
  });
});
