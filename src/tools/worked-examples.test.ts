/**
 * Every worked example a tool page of the content store shows, worked out again by the tool's own
 * pure module: if the arithmetic or the copy changes, the two must still agree.
 * The inputs below are the ones each example's steps describe.
 */
import { describe, expect, it } from "vitest";
import { toMilitary, toStandard } from "~/tools/military-time/military-time";
import { blendedWeek } from "~/tools/overtime/blended";
import { overtimeDefaults, payForWeek, type DayHours } from "~/tools/overtime/overtime";
import {
  defaultSettings,
  formatClock,
  initialTimerState,
  remainingSeconds,
  timerReducer,
} from "~/tools/pomodoro/pomodoro";
import type { Settings } from "~/tools/pomodoro/pomodoro";
import { formatDecimalHours, formatHoursMinutes, formatMoney } from "~/tools/shared/format";
import { emptyEntry, hoursForPeriod, workedDay, type RoundTime, type TimeEntry } from "~/tools/timesheet/hours";
import { payForPeriod, payForWorkweek } from "~/tools/timesheet/pay";
import { payDefaults, type PaySettings } from "~/tools/timesheet/pay-settings";
import { workingHours } from "~/tools/working-hours/working-hours";
import { examplesAt, guideAt } from "~/store/test-content";

const militaryPage = await examplesAt("/military-time-converter");
const overtimePage = await examplesAt("/overtime-calculator");
const pomodoroPage = await examplesAt("/pomodoro-timer");
const timesheetPage = await examplesAt("/timesheet-generator");
const workingHoursPage = await examplesAt("/working-hours-calculator");

/** The example's result line, found by its title. */
function result(page: { examples: { items: Array<{ title: string; result: string }> } }, title: string): string {
  const example = page.examples.items.find((item) => item.title === title);
  expect(example, title).toBeDefined();
  return example!.result;
}

describe("worked examples", () => {
  it("every tool page's examples are all checked below", () => {
    const checked = {
      military: ["An afternoon meeting", "Just after midnight", "A night shift start"],
      overtime: [
        "One long Monday",
        "A retail week with a busy weekend",
        "Three twelve-hour shifts and a holiday",
        "Two pay rates in one week",
      ],
      pomodoro: ["A classic cycle with the defaults", "Longer rounds for deep work", "Automatic start in a hidden tab"],
      timesheet: [
        "An office week, rounded to 15 minutes",
        "Two night shifts with daily overtime",
        "A capped contract week",
        "Punches by the 7-minute rule, with a meal break",
        "Two weeks, overtime counted per workweek",
      ],
      workingHours: ["A split shift", "A night shift", "A long day with an evening call"],
    };
    const titles = (page: { examples: { items: Array<{ title: string }> } }) =>
      page.examples.items.map((item) => item.title);
    expect(titles(militaryPage)).toEqual(checked.military);
    expect(titles(overtimePage)).toEqual(checked.overtime);
    expect(titles(pomodoroPage)).toEqual(checked.pomodoro);
    expect(titles(timesheetPage)).toEqual(checked.timesheet);
    expect(titles(workingHoursPage)).toEqual(checked.workingHours);
  });

  it("military time", () => {
    const afternoon = toMilitary("1", "05", "PM");
    expect(afternoon.ok && result(militaryPage, "An afternoon meeting")).toBe(
      afternoon.ok ? `1:05 PM = ${afternoon.value.military} (${afternoon.value.clock})` : false,
    );
    const midnight = toMilitary("12", "30", "AM");
    expect(midnight.ok && result(militaryPage, "Just after midnight")).toBe(
      midnight.ok ? `12:30 AM = ${midnight.value.military} (${midnight.value.clock})` : false,
    );
    const night = toStandard("2130");
    expect(night.ok && result(militaryPage, "A night shift start")).toBe(
      night.ok ? `2130 = ${night.value.text}` : false,
    );
  });

  it("overtime", async () => {
    const week = (days: Array<Partial<DayHours>>) =>
      days.map((day) => ({ regular: 0, overtime: 0, doubleTime: 0, ...day }));
    const monday = payForWeek(week([{ regular: 8, overtime: 2, doubleTime: 1 }]), overtimeDefaults);
    expect(result(overtimePage, "One long Monday")).toContain(formatMoney(monday.totals.totalPay));

    const retail = payForWeek(
      week([
        { regular: 8 },
        { regular: 8 },
        { regular: 8 },
        { regular: 8 },
        { regular: 8, overtime: 2 },
        { overtime: 4 },
        { doubleTime: 3 },
      ]),
      { ...overtimeDefaults, baseRate: 22.5 },
    );
    expect(result(overtimePage, "A retail week with a busy weekend")).toBe(
      `${retail.totals.totalHours} hours, ${formatMoney(retail.totals.totalPay)} for the week.`,
    );

    const shift = { regular: 8, overtime: 4 };
    const holiday = payForWeek(week([shift, {}, shift, {}, shift, {}, { doubleTime: 6 }]), {
      ...overtimeDefaults,
      baseRate: 38.4,
      doubleTimeMultiplier: 2.5,
    });
    expect(result(overtimePage, "Three twelve-hour shifts and a holiday")).toBe(
      `${holiday.totals.totalHours} hours, ${formatMoney(holiday.totals.totalPay)} for the week.`,
    );

    const twoRates = blendedWeek(
      [
        { name: "Base rate", rate: 15, hours: [8, 8, 8, 8, 8] },
        { name: "Second job", rate: 20, hours: [0, 0, 0, 0, 0, 10] },
      ],
      "weekly",
      overtimeDefaults,
    );
    expect(result(overtimePage, "Two pay rates in one week")).toBe(
      `Regular rate ${formatMoney(twoRates.regularRate)} an hour; ${formatMoney(twoRates.totals.totalPay)} for the week.`,
    );
    // The guide's own sentence works out the same week.
    const guide = (await guideAt("/overtime-calculator")).find(
      (part) => part.heading === "Several pay rates in one week",
    )!;
    expect(guide.paragraphs.join(" ")).toContain(
      `a regular rate of ${formatMoney(twoRates.regularRate)}, and ${formatMoney(twoRates.totals.overtimePremium)} of overtime premium: ${formatMoney(twoRates.totals.totalPay)}`,
    );
  });

  it("pomodoro", () => {
    /** Minutes from the first Start until the cycle's long rest ends, every session starting by itself. */
    function cycleMinutes(settings: Settings): { total: number; focus: number } {
      let state = initialTimerState({ ...settings, autoStart: true });
      state = timerReducer(state, { type: "start", now: 0 });
      let focus = 0;
      for (;;) {
        const ending = state.mode;
        const at = state.deadline!;
        if (ending === "pomodoro") focus += state.remainingMs;
        state = timerReducer(state, { type: "tick", now: at });
        if (ending === "longRest") return { total: at / 60_000, focus: focus / 60_000 };
      }
    }
    const cycleText = ({ total, focus }: { total: number; focus: number }) =>
      `${Math.floor(total / 60)} h ${total % 60} min, ${focus} minutes of it focused`;
    expect(result(pomodoroPage, "A classic cycle with the defaults")).toContain(
      cycleText(cycleMinutes(defaultSettings)),
    );
    expect(result(pomodoroPage, "Longer rounds for deep work")).toContain(
      cycleText(cycleMinutes({ ...defaultSettings, pomodoro: 50, rest: 10, longRest: 30, longRestEvery: 3 })),
    );

    // Started at 10:00:00, looked at again at 10:20:40: the rest counts from 10:20:00.
    const start = Date.UTC(2026, 0, 5, 10, 0, 0);
    let state = timerReducer(initialTimerState({ ...defaultSettings, autoStart: true }), { type: "start", now: start });
    state = timerReducer(state, { type: "tick", now: start + (20 * 60 + 40) * 1000 });
    expect(state.mode).toBe("rest");
    const example = pomodoroPage.examples.items.find((item) => item.title === "Automatic start in a hidden tab")!;
    expect(example.steps.join(" ")).toContain(`The rest shows ${formatClock(remainingSeconds(state))}`);
    const ends = new Date(state.deadline!).toISOString().slice(11, 19);
    expect(example.result).toContain(`ends at ${ends}`);
  });

  it("timesheet", () => {
    const week = (rows: Partial<Record<number, Omit<TimeEntry, "moreShifts">>>) =>
      Array.from({ length: 7 }, (_, index) => ({ ...emptyEntry(), ...rows[index] }));
    const hoursForWeek = (entries: TimeEntry[], roundTime: RoundTime) =>
      hoursForPeriod(entries, 1, { roundTime, meal: null }).weeks[0]!;
    const pay = (settings: Partial<PaySettings>) => ({ ...payDefaults, basePay: 35, ...settings });

    const officeDay = { from: "08:52", to: "17:38", break: "30" };
    const office = hoursForWeek(week({ 0: officeDay, 1: officeDay, 2: officeDay, 3: officeDay, 4: officeDay }), "15");
    const officePay = payForWorkweek(
      office.days.map((day) => day.hours),
      pay({ overtimeType: "afterWeek", overtimeAfterWeek: 40 }),
    );
    expect(result(timesheetPage, "An office week, rounded to 15 minutes")).toBe(
      `${formatDecimalHours(office.totalHours)} hours, ${formatMoney(officePay.totals.pay)} for the week.`,
    );

    const nights = hoursForWeek(
      week({ 4: { from: "22:00", to: "06:00", break: "30" }, 5: { from: "22:00", to: "07:00", break: "30" } }),
      "none",
    );
    const nightsPay = payForWorkweek(
      nights.days.map((day) => day.hours),
      pay({ overtimeType: "afterDay", overtimeAfterDay: 8 }),
    );
    expect(result(timesheetPage, "Two night shifts with daily overtime")).toBe(
      `${formatDecimalHours(nights.totalHours)} hours, ${formatMoney(nightsPay.totals.pay)}.`,
    );

    const longDay = { from: "08:00", to: "18:00", break: "60" };
    const capped = hoursForWeek(week({ 0: longDay, 1: longDay, 2: longDay, 3: longDay, 4: longDay }), "none");
    const cappedPay = payForWorkweek(
      capped.days.map((day) => day.hours),
      pay({ overtimeType: "maxWeek", maxHoursPerWeek: 40 }),
    );
    expect(result(timesheetPage, "A capped contract week")).toBe(
      `${formatDecimalHours(capped.totalHours)} hours worked, ${cappedPay.totals.regularHours} paid: ` +
        `${formatMoney(cappedPay.totals.pay)}, ${formatDecimalHours(cappedPay.totals.unpaidHours)} hours unpaid.`,
    );

    const punched = workedDay(
      "Monday",
      "Monday",
      { ...emptyEntry(), from: "08:07", to: "16:38" },
      {
        roundTime: "7min",
        meal: { minutes: 30, afterHours: 5 },
      },
    );
    expect(punched.shifts[0]).toMatchObject({ roundedStart: 8 * 60, roundedEnd: 16 * 60 + 45, meal: 30 });
    expect(result(timesheetPage, "Punches by the 7-minute rule, with a meal break")).toBe(
      `Monday counts ${formatDecimalHours(punched.hours)} hours (${formatHoursMinutes(punched.minutes)}).`,
    );

    // Two shifts a day (09:00-12:00, 13:00-19:00), week 1 Monday to Friday and week 2 Monday to Thursday.
    const split = { from: "09:00", to: "12:00", break: "", moreShifts: [{ from: "13:00", to: "19:00" }] };
    const twoWeeks = Array.from({ length: 14 }, (_, index) => (index % 7 < (index < 7 ? 5 : 4) ? split : emptyEntry()));
    const period = hoursForPeriod(twoWeeks, 2, { roundTime: "none", meal: null });
    const periodPay = payForPeriod(
      period.weeks.map((each) => each.days.map((day) => day.hours)),
      pay({ overtimeType: "afterWeek", overtimeAfterWeek: 40 }),
    );
    expect(periodPay.weeks.map((each) => formatMoney(each.totals.pay))).toEqual(["$1,662.50", "$1,260.00"]);
    expect(result(timesheetPage, "Two weeks, overtime counted per workweek")).toBe(
      `${formatDecimalHours(period.totalHours)} hours, ${formatDecimalHours(periodPay.totals.overtimeHours)} of them overtime: ` +
        `${formatMoney(periodPay.totals.pay)} for the period.`,
    );
  });

  it("working hours", () => {
    const total = (blocks: Array<[string, string, string]>) =>
      workingHours(
        blocks.map(([startTime, endTime, breakMinutes], index) => ({
          id: String(index),
          startTime,
          endTime,
          breakMinutes,
        })),
      );
    const text = (hours: ReturnType<typeof total>) =>
      `Total ${formatDecimalHours(hours.totalHours)} hours (${formatHoursMinutes(hours.totalMinutes)})`;
    expect(result(workingHoursPage, "A split shift")).toBe(
      text(
        total([
          ["09:00", "12:30", ""],
          ["13:00", "17:30", "30"],
        ]),
      ),
    );
    expect(result(workingHoursPage, "A night shift")).toBe(text(total([["22:00", "06:00", "45"]])));
    expect(result(workingHoursPage, "A long day with an evening call")).toBe(
      text(
        total([
          ["08:00", "17:00", "60"],
          ["19:00", "20:15", ""],
        ]),
      ),
    );
  });
});
