import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstOverlap, isClockTime, minutesOfDay, spanMinutes } from "./time";

describe("clock times", () => {
  it.each([
    ["09:00", 540],
    ["00:00", 0],
    ["23:59", 1439],
    [" 08:30 ", 510],
    ["24:00", null],
    ["", null],
    ["9:00", null],
    ["12:60", null],
  ])("reads the time %j as %s minutes", (time, expected) => {
    expect(minutesOfDay(time)).toBe(expected);
  });

  it.each([
    ["09:00", true],
    ["23:59", true],
    ["25:00", false],
    ["<b>", false],
    [540, false],
    [null, false],
  ])("isClockTime(%j) is %s", (value, expected) => {
    expect(isClockTime(value)).toBe(expected);
  });

  it.each([
    [540, 1020, 480],
    [1320, 360, 480],
    [1410, 15, 45],
    [1080, 0, 360],
    [720, 720, 0],
  ])("from %s to %s is %s minutes, crossing midnight when the end is earlier", (start, end, expected) => {
    expect(spanMinutes(start, end)).toBe(expected);
  });

  it("a span is never negative and never a whole day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (start, end) => {
        const span = spanMinutes(start, end);
        return span >= 0 && span < 1440 && (start + span) % 1440 === end;
      }),
    );
  });
});

describe("overlapping stretches", () => {
  it.each([
    [
      "apart",
      [
        { start: 540, span: 180 },
        { start: 780, span: 240 },
      ],
      null,
    ],
    [
      "touching",
      [
        { start: 540, span: 180 },
        { start: 720, span: 240 },
      ],
      null,
    ],
    [
      "overlapping",
      [
        { start: 540, span: 240 },
        { start: 720, span: 240 },
      ],
      [0, 1],
    ],
    [
      "given out of order",
      [
        { start: 900, span: 60 },
        { start: 480, span: 120 },
        { start: 500, span: 30 },
      ],
      [1, 2],
    ],
    [
      "inside another",
      [
        { start: 480, span: 600 },
        { start: 600, span: 60 },
      ],
      [0, 1],
    ],
    // 22:00 to 06:00 runs to 30:00 on the day's timeline, past a shift that starts at 23:00.
    [
      "past midnight",
      [
        { start: 1320, span: 480 },
        { start: 1380, span: 60 },
      ],
      [0, 1],
    ],
    [
      "empty stretches never overlap",
      [
        { start: 540, span: 0 },
        { start: 480, span: 120 },
      ],
      null,
    ],
  ] as const)("%s", (_, stretches, expected) => {
    expect(firstOverlap(stretches)).toEqual(expected);
  });
});
