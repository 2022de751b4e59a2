import { describe, expect, it } from "vitest";
import { payDefaults } from "./pay-settings";
import { emptyTimesheetForm, paymentForm } from "./timesheet";
import { decodeTimesheet, encodeTimesheet, hasTimesheetParams } from "./url-state";

describe("timesheet inputs in the address", () => {
  it("round-trips the week, rounding, payment settings, header, notes and report details", () => {
    const form = emptyTimesheetForm();
    form.entries[0] = { from: "09:00", to: "17:00", break: "30", moreShifts: [] };
    form.entries[4] = { from: "22:00", to: "06:00", break: "", moreShifts: [] };
    form.roundTime = "15";
    form.includePayment = true;
    form.showBlankDays = true;
    form.payment = { ...paymentForm(), overtimeType: "afterDay", basePay: "28.5" };
    form.header = "Jo Smith";
    form.notes = "Night shift Friday";
    form.details = { start: "2026-11-16", employee: "Jo Smith", approver: "Sam Lee" };
    const params = encodeTimesheet({ ...form, header: "  Jo Smith " });
    expect(params.toString()).toBe(
      "mon_from=09%3A00&mon_to=17%3A00&mon_break=30&fri_from=22%3A00&fri_to=06%3A00&round=15&pay=1&type=afterDay&rate=28.5&maxday=8&maxweek=40&otday=8&otweek=40&mult=1.5&blank=1&header=Jo+Smith&notes=Night+shift+Friday&week=2026-11-16&employee=Jo+Smith&approver=Sam+Lee",
    );
    expect(decodeTimesheet(params)).toEqual(form);
  });

  it("round-trips punch rounding, the meal rule and night differentials", () => {
    const form = emptyTimesheetForm();
    form.entries[0] = { from: "08:07", to: "16:38", break: "", moreShifts: [] };
    form.roundTime = "7min";
    form.meal = { on: true, minutes: "30", afterHours: "5" };
    form.includePayment = true;
    form.payment.differentials = [
      { from: "18:00", to: "22:00", amount: "10", per: "percent" },
      { from: "22:00", to: "06:00", amount: "2.50", per: "hour" },
    ];
    const params = encodeTimesheet(form);
    expect([...params.keys()].filter((key) => /^(round|meal|diff)/.test(key))).toEqual([
      "round",
      "meal",
      "meal_after",
      "diff1_from",
      "diff1_to",
      "diff1_amount",
      "diff1_per",
      "diff2_from",
      "diff2_to",
      "diff2_amount",
      "diff2_per",
    ]);
    expect(params.get("round")).toBe("7min");
    expect(decodeTimesheet(params)).toEqual(form);
  });

  it("keeps a link's meal rule and differential as typed, so reading them says what is wrong, as with typing", () => {
    const form = decodeTimesheet(
      new URLSearchParams("meal=abc&meal_after=-2&pay=1&diff1_from=22:00&diff1_to=6am&diff1_amount=0&diff1_per=weekly"),
    );
    expect(form.meal).toEqual({ on: true, minutes: "abc", afterHours: "-2" });
    expect(form.payment.differentials).toEqual([{ from: "22:00", to: "", amount: "0", per: "hour" }]);
  });

  it("leaves out empty rows and the payment settings when payment is off", () => {
    expect(encodeTimesheet(emptyTimesheetForm()).toString()).toBe("");
  });

  it("keeps a typed break of 0, which says no break was taken", () => {
    const form = emptyTimesheetForm();
    form.entries[0] = { from: "09:00", to: "17:00", break: "0", moreShifts: [] };
    form.entries[1] = { from: "09:00", to: "17:00", break: "", moreShifts: [] };
    const params = encodeTimesheet(form);
    expect(params.get("mon_break")).toBe("0");
    expect(params.has("tue_break")).toBe(false);
    const decoded = decodeTimesheet(params);
    expect(decoded.entries[0]?.break).toBe("0");
    expect(decoded.entries[1]?.break).toBe("");
  });

  it("drops bad times, clamps numbers and falls back to the defaults", () => {
    const form = decodeTimesheet(
      new URLSearchParams(
        "mon_from=9am&mon_to=25:00&tue_from=08:00&tue_break=5000&wed_break=-3&round=45&pay=1&type=overtime&rate=-1&maxday=30&maxweek=abc&mult=0.3&otweek=",
      ),
    );
    expect(form.entries[0]).toEqual({ from: "", to: "", break: "", moreShifts: [] });
    expect(form.entries[1]).toEqual({ from: "08:00", to: "", break: "1440", moreShifts: [] });
    expect(form.entries[2]).toEqual({ from: "", to: "", break: "", moreShifts: [] });
    expect(form.roundTime).toBe("none");
    expect(form.payment).toEqual({
      ...paymentForm(),
      overtimeType: payDefaults.overtimeType,
      basePay: "0",
      maxHoursPerDay: "24",
      multiplier: "1",
    });
  });

  it("drops a week starting date that is not a real date, and names past their limit", () => {
    const form = decodeTimesheet(new URLSearchParams(`week=2026-02-30&employee=${"j".repeat(150)}&approver=%3Cb%3E`));
    expect(form.details).toEqual({ start: "", employee: "j".repeat(100), approver: "<b>" });
  });

  it("knows when the address holds timesheet inputs", () => {
    expect(hasTimesheetParams(new URLSearchParams("utm_source=mail"))).toBe(false);
    expect(hasTimesheetParams(new URLSearchParams("sun_to=17:00"))).toBe(true);
    expect(hasTimesheetParams(new URLSearchParams("round=30"))).toBe(true);
    expect(hasTimesheetParams(new URLSearchParams("week=2026-11-16"))).toBe(true);
    expect(hasTimesheetParams(new URLSearchParams("employee=Jo"))).toBe(true);
    // Only what reads as something other than a first visit's sheet counts.
    expect(hasTimesheetParams(new URLSearchParams("mon_from=9am&round=none&week=soon"))).toBe(false);
  });
});

describe("pay periods and split shifts in the address", () => {
  it("round-trips a two-week period with a split shift, keeping the first week's keys as before", () => {
    const form = emptyTimesheetForm();
    form.period = 2;
    form.entries = Array.from({ length: 14 }, () => ({ from: "", to: "", break: "", moreShifts: [] }));
    form.entries[0] = { from: "09:00", to: "12:00", break: "", moreShifts: [{ from: "13:00", to: "17:00" }] };
    form.entries[7] = {
      from: "07:00",
      to: "11:00",
      break: "15",
      moreShifts: [
        { from: "", to: "" },
        { from: "22:00", to: "02:00" },
      ],
    };
    const params = encodeTimesheet(form);
    expect(params.toString()).toBe(
      "period=2&mon_from=09%3A00&mon_to=12%3A00&mon_from2=13%3A00&mon_to2=17%3A00&w2mon_from=07%3A00&w2mon_to=11%3A00&w2mon_from2=&w2mon_to2=&w2mon_from3=22%3A00&w2mon_to3=02%3A00&w2mon_break=15",
    );
    expect(decodeTimesheet(params)).toEqual(form);
  });

  it("reads an unknown period as one week, and leaves out days past the period", () => {
    expect(decodeTimesheet(new URLSearchParams("period=3&w2mon_from=09:00")).period).toBe(1);
    const form = emptyTimesheetForm();
    form.entries = Array.from({ length: 14 }, () => ({ from: "09:00", to: "17:00", break: "", moreShifts: [] }));
    expect(encodeTimesheet(form).has("w2mon_from")).toBe(false);
  });
});
