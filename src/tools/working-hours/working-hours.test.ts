import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDecimalHours, formatHoursMinutes } from "~/tools/shared/format";
import { blockHours, overlapMessage, workingHours, type TimeBlock } from "./working-hours";

const block = (startTime: string, endTime: string, breakMinutes = "", id = "b"): TimeBlock => ({
  id,
  startTime,
  endTime,
  breakMinutes,
});

describe("one time block", () => {
  it.each([
    // start, end, break, status, worked minutes, crosses midnight
    ["09:00", "17:00", "30", "counted", 450, false],
    ["09:00", "17:00", "", "counted", 480, false],
    ["08:15", "12:45", "0", "counted", 270, false],
    ["22:00", "06:00", "30", "counted", 450, true],
    ["23:30", "00:15", "", "counted", 45, true],
    ["18:00", "02:00", "60", "counted", 420, true],
    ["00:00", "23:59", "", "counted", 1439, false],
    ["09:00", "09:00", "", "counted", 0, false],
    ["09:00", "10:00", "60", "counted", 0, false],
    ["09:00", "10:00", "90", "breakTooLong", 0, false],
    ["22:00", "23:00", "120", "breakTooLong", 0, false],
    ["09:00", "17:00", "-5", "breakNegative", 0, false],
    ["09:00", "17:00", "-30", "breakNegative", 0, false],
    ["09:00", "17:00", "abc", "counted", 480, false],
    ["09:00", "17:00", "7.5", "counted", 472.5, false],
    ["", "17:00", "30", "incomplete", 0, false],
    ["09:00", "", "", "incomplete", 0, false],
    ["", "", "", "incomplete", 0, false],
    ["9:00", "17:00", "", "incomplete", 0, false],
  ] as const)("%s to %s with a %j minute break", (start, end, breakText, status, worked, crosses) => {
    const result = blockHours(block(start, end, breakText));
    expect(result.status).toBe(status);
    expect(result.workedMinutes).toBe(worked);
    expect(result.crossesMidnight).toBe(crosses);
  });

  it("keeps the span and break of a break error so the message can say both", () => {
    expect(blockHours(block("09:00", "10:00", "90"))).toMatchObject({ spanMinutes: 60, breakMinutes: 90 });
  });
});

describe("a day of blocks", () => {
  it("adds a split shift and reads 7.50 and 7:30", () => {
    const day = workingHours([block("09:00", "12:30", "", "a"), block("13:00", "17:30", "30", "b")]);
    expect(day.totalMinutes).toBe(450);
    expect(formatDecimalHours(day.totalHours)).toBe("7.50");
    expect(formatHoursMinutes(day.totalMinutes)).toBe("7:30");
    expect(day.errors).toEqual([]);
  });

  it("counts an empty block as 0 and includes an overnight block", () => {
    const day = workingHours([block("", "", "", "a"), block("22:00", "06:00", "45", "b")]);
    expect(day.totalMinutes).toBe(435);
    expect(formatDecimalHours(day.totalHours)).toBe("7.25");
  });

  it("reports each block whose break is longer than the block", () => {
    const day = workingHours([block("09:00", "10:00", "90", "a"), block("10:00", "12:00", "", "b")]);
    expect(day.errors.map((error) => error.id)).toEqual(["a"]);
    expect(day.totalMinutes).toBe(120);
  });

  it.each([
    ["apart", ["09:00", "12:00"], ["13:00", "17:00"], null],
    ["end to end", ["09:00", "12:00"], ["12:00", "17:00"], null],
    ["sharing an hour", ["09:00", "13:00"], ["12:00", "17:00"], [0, 1]],
    ["a night block running into a late one", ["22:00", "06:00"], ["23:00", "23:30"], [0, 1]],
    ["one block without times", ["09:00", "17:00"], ["", ""], null],
  ] as const)("blocks %s: overlap %j", (_, [start1, end1], [start2, end2], expected) => {
    expect(workingHours([block(start1, end1, "", "a"), block(start2, end2, "", "b")]).overlap).toEqual(expected);
  });

  it("names the overlapping blocks as the screen numbers them", () => {
    const day = workingHours([
      block("13:00", "14:00", "", "a"),
      block("08:00", "09:00", "", "b"),
      block("08:30", "10:00"),
    ]);
    expect(day.overlap).toEqual([1, 2]);
    expect(overlapMessage(day.overlap!)).toMatch(/^Blocks 2 and 3 overlap/);
  });
});

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const maybeTime = fc.oneof(time, fc.constant(""), fc.string({ maxLength: 6 }));
const breakText = fc.oneof(fc.integer({ min: -2000, max: 2000 }).map(String), fc.string({ maxLength: 5 }));

describe("properties", () => {
  it("hours are never negative, and never more than a day per block", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(maybeTime, maybeTime, breakText), { maxLength: 8 }), (rows) => {
        const day = workingHours(rows.map(([start, end, pause], index) => block(start, end, pause, String(index))));
        return (
          day.totalMinutes >= 0 &&
          day.blocks.every((result) => result.workedMinutes >= 0 && result.workedMinutes < 24 * 60)
        );
      }),
    );
  });

  it("a block with no break lasts from start to end, round the clock if need be", () => {
    fc.assert(
      fc.property(time, time, (start, end) => {
        const result = blockHours(block(start, end));
        const toMinutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
        return (toMinutes(start) + result.workedMinutes) % (24 * 60) === toMinutes(end);
      }),
    );
  });

  it("the total is the sum of the blocks", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(time, time, fc.integer({ min: 0, max: 600 })), { maxLength: 6 }), (rows) => {
        const blocks = rows.map(([start, end, pause], index) => block(start, end, String(pause), String(index)));
        const day = workingHours(blocks);
        return day.totalMinutes === blocks.reduce((sum, each) => sum + blockHours(each).workedMinutes, 0);
      }),
    );
  });
});
