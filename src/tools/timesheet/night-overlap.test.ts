import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyEntry, shiftSpans, type Shift, type TimeEntry } from "./hours";
import { nightOverlap } from "./night-overlap";
import { readSheet } from "./payment";
import { emptyTimesheetForm } from "./timesheet";

const day = (from: string, to: string, ...moreShifts: Shift[]): TimeEntry => ({ from, to, break: "", moreShifts });
const shift = (from: string, to: string): Shift => ({ from, to });
const rule = "A shift must end before the next one starts.";

describe("a night shift and the next day", () => {
  it.each([
    ["ends before the next day starts", day("22:00", "06:00"), day("08:00", "16:00"), null],
    ["ends as the next day starts", day("22:00", "08:00"), day("08:00", "16:00"), null],
    ["ends before midnight", day("14:00", "23:59"), day("00:00", "08:00"), null],
    ["meets a blank day", day("22:00", "10:00"), emptyEntry(), null],
    ["meets a shift with no start", day("22:00", "10:00"), day("", "16:00"), null],
    [
      "runs into the next day's shift",
      day("22:00", "10:00"),
      day("08:00", "16:00"),
      `Monday: a shift runs past midnight into Tuesday's shift from 08:00. ${rule}`,
    ],
    [
      "is a split shift's second part, and meets the next day's second shift",
      day("06:00", "09:00", shift("23:00", "07:00")),
      day("12:00", "18:00", shift("05:30", "09:00")),
      `Monday: a shift runs past midnight into Tuesday's shift from 05:30. ${rule}`,
    ],
  ] as const)("a night shift that %s", (_title, entry, next, problem) => {
    expect(nightOverlap("Monday", entry, "Tuesday", next)).toBe(problem);
  });

  it("finds an overlap exactly when a shift of the next day starts before the night shift ends", () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    fc.assert(
      fc.property(time, time, time, time, (from, to, nextFrom, nextTo) => {
        const [night] = shiftSpans(day(from, to));
        const [next] = shiftSpans(day(nextFrom, nextTo));
        const carried = night!.start + night!.span - 24 * 60;
        expect(nightOverlap("Monday", day(from, to), "Tuesday", day(nextFrom, nextTo)) !== null).toBe(
          next!.start < carried,
        );
      }),
    );
  });
});

describe("reading a period with a night shift", () => {
  const week = (entries: Record<number, TimeEntry>) => {
    const form = emptyTimesheetForm();
    form.period = 2;
    form.entries = Array.from({ length: 14 }, (_, index) => entries[index] ?? emptyEntry());
    return form;
  };

  it("stops Calculate on the day the shift starts, across the weeks of the period too", () => {
    expect(readSheet(week({ 6: day("22:00", "10:00"), 7: day("08:00", "16:00") }))).toEqual({
      ok: false,
      problems: [
        {
          field: "6-shifts",
          message: `Week 1 Sunday: a shift runs past midnight into Week 2 Monday's shift from 08:00. ${rule}`,
        },
      ],
    });
    const apart = readSheet(week({ 6: day("22:00", "10:00"), 7: day("10:00", "16:00") }));
    expect(apart.ok && apart.hours.totalHours).toBe(18);
  });

  it("says one thing about a day whose own shifts already overlap", () => {
    const reading = readSheet(week({ 0: day("20:00", "10:00", shift("21:00", "22:00")), 1: day("08:00", "16:00") }));
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.message)).toEqual([
      `Week 1 Monday: shifts 1 and 2 overlap. ${rule}`,
    ]);
  });
});
