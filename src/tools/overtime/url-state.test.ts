import { describe, expect, it } from "vitest";
import { emptyReportDetails } from "~/tools/shared/report-details";
import { emptyInputs, emptyWorkedForm } from "./entry";
import { emptyOvertimeForm, readOvertimeForm } from "./overtime";
import { decodeOvertime, encodeOvertime, hasOvertimeParams } from "./url-state";

const byType = { mode: "by-type" as const, worked: emptyWorkedForm() };
const noDetails = emptyReportDetails();

describe("overtime inputs in the address", () => {
  it("round-trips a week, the rates, header and notes", () => {
    const form = emptyOvertimeForm();
    form.days[0] = { regular: "8", overtime: "2", doubleTime: "1" };
    form.days[5] = { regular: "", overtime: "4.5", doubleTime: "" };
    form.baseRate = "22.5";
    const params = encodeOvertime({
      ...byType,
      form,
      header: "  Jo Smith, week 12 ",
      notes: "Stocktake on Saturday",
      details: noDetails,
    });
    expect(params.toString()).toBe(
      "mon=8&mon_ot=2&mon_dt=1&sat_ot=4.5&rate=22.5&ot=1.5&dt=2&header=Jo+Smith%2C+week+12&notes=Stocktake+on+Saturday",
    );
    expect(decodeOvertime(params)).toEqual({
      ...byType,
      form,
      header: "Jo Smith, week 12",
      notes: "Stocktake on Saturday",
      details: noDetails,
      problems: [],
    });
  });

  it("round-trips the report's week, employee and approver", () => {
    const details = { start: "2026-11-16", employee: "Jo Smith", approver: "Sam Lee" };
    const state = { ...byType, form: emptyOvertimeForm(), header: "", notes: "", details };
    const params = encodeOvertime(state);
    expect(hasOvertimeParams(new URLSearchParams(`week=${details.start}`))).toBe(true);
    expect(decodeOvertime(params).details).toEqual(details);
  });

  it("leaves out empty hours and keeps the rest as typed", () => {
    const form = emptyOvertimeForm();
    form.days[1] = { regular: "0", overtime: "-2", doubleTime: " " };
    expect(encodeOvertime({ ...byType, form, header: "", notes: "", details: noDetails }).toString()).toBe(
      "tue=0&tue_ot=-2&rate=25&ot=1.5&dt=2",
    );
  });

  it.each([
    ["", { rate: "25", ot: "1.5", dt: "2", mon: "" }],
    ["rate=-25&ot=0.2&dt=99&mon=25", { rate: "-25", ot: "0.2", dt: "99", mon: "25" }],
    ["rate=abc&ot=&mon=-8", { rate: "abc", ot: "", dt: "2", mon: "-8" }],
  ])("keeps %j as typed, so reading it gives the messages typing would", (query, expected) => {
    const { form } = decodeOvertime(new URLSearchParams(query));
    expect({
      rate: form.baseRate,
      ot: form.overtimeMultiplier,
      dt: form.doubleTimeMultiplier,
      mon: form.days[0]!.regular,
    }).toEqual(expected);
  });

  it("gives a link's day of more than 24 hours to the reading, which says so", () => {
    const { form } = decodeOvertime(new URLSearchParams("tue=20&tue_ot=10&tue_dt=5"));
    expect(form.days[1]).toEqual({ regular: "20", overtime: "10", doubleTime: "5" });
    expect(readOvertimeForm(form)).toMatchObject({
      ok: false,
      problems: [{ field: "1-regular", message: "Tuesday adds up to more than 24 hours." }],
    });
  });

  it("limits the header and notes", () => {
    const { header, notes } = decodeOvertime(
      new URLSearchParams(`header=${"h".repeat(300)}&notes=${"n".repeat(1200)}`),
    );
    expect(header).toHaveLength(200);
    expect(notes).toHaveLength(1000);
  });

  it("knows when the address holds overtime inputs", () => {
    expect(hasOvertimeParams(new URLSearchParams(""))).toBe(false);
    expect(hasOvertimeParams(new URLSearchParams("utm_source=mail"))).toBe(false);
    expect(hasOvertimeParams(new URLSearchParams("sun_dt=3"))).toBe(true);
    expect(hasOvertimeParams(new URLSearchParams("rate=30"))).toBe(true);
  });
});

describe("hours worked per day in the address", () => {
  const workedWeek = () => {
    const inputs = emptyInputs("worked");
    inputs.worked = { hours: ["10", "10", "", "9.5", "10", "0", ""], rule: "california", rates: [] };
    inputs.form.baseRate = "30";
    return inputs;
  };

  it("round-trips the mode, the rule, the hours worked and the rates", () => {
    const inputs = workedWeek();
    const params = encodeOvertime({ ...inputs, header: "Week 12", notes: "", details: noDetails });
    expect(params.toString()).toBe(
      "mode=worked&rule=california&mon_h=10&tue_h=10&thu_h=9.5&fri_h=10&sat_h=0&rate=30&ot=1.5&dt=2&header=Week+12",
    );
    expect(decodeOvertime(params)).toEqual({
      ...inputs,
      header: "Week 12",
      notes: "",
      details: noDetails,
      problems: [],
    });
  });

  it.each(["weekly", "daily", "daily-weekly", "california"] as const)("round-trips the rule %s", (rule) => {
    const inputs = emptyInputs("worked");
    inputs.worked = { hours: ["8", "", "", "", "", "", "12.25"], rule, rates: [] };
    expect(decodeOvertime(encodeOvertime({ ...inputs, header: "", notes: "", details: noDetails }))).toEqual({
      ...inputs,
      header: "",
      notes: "",
      details: noDetails,
      problems: [],
    });
  });

  it("holds only the mode in use", () => {
    const inputs = workedWeek();
    inputs.form.days[0] = { regular: "8", overtime: "2", doubleTime: "" };
    expect(encodeOvertime({ ...inputs, header: "", notes: "", details: noDetails }).has("mon")).toBe(false);
    expect(encodeOvertime({ ...inputs, mode: "by-type", header: "", notes: "", details: noDetails }).toString()).toBe(
      "mon=8&mon_ot=2&rate=30&ot=1.5&dt=2",
    );
  });

  it("opens an address from before the second mode as hours by type", () => {
    const state = decodeOvertime(new URLSearchParams("mon=8&mon_ot=2&rate=25&ot=1.5&dt=2"));
    expect(state.mode).toBe("by-type");
    expect(state.worked).toEqual(emptyWorkedForm());
    expect(state.form.days[0]).toEqual({ regular: "8", overtime: "2", doubleTime: "" });
  });

  it.each([
    ["mode=worked&rule=daily&mon_h=30&tue_h=-4&wed_h=abc&thu_h=7.5", "worked", "daily", ["30", "-4", "abc", "7.5"]],
    ["mode=sideways&rule=daily&mon_h=8", "by-type", "daily", ["8", "", "", ""]],
  ])("keeps the hours of %j as typed", (query, mode, rule, hours) => {
    const state = decodeOvertime(new URLSearchParams(query));
    expect([state.mode, state.worked.rule, state.worked.hours.slice(0, 4)]).toEqual([mode, rule, hours]);
    expect(state.problems).toEqual([]);
  });

  it("sets aside a rule it does not know, with a problem to show", () => {
    const state = decodeOvertime(new URLSearchParams("mode=worked&rule=nonsense&mon_h=8"));
    expect(state.worked.rule).toBe("weekly");
    expect(state.problems).toEqual([
      {
        field: "rule",
        message:
          'This link\'s overtime rule, "nonsense", is not one the calculator knows: choose one and press Calculate.',
      },
    ]);
  });

  it("round-trips added pay rates, their names and hours", () => {
    const inputs = workedWeek();
    inputs.worked.rates = [{ name: "Nights", rate: "20", hours: ["", "", "", "", "", "10", ""] }];
    const params = encodeOvertime({ ...inputs, header: "", notes: "", details: noDetails });
    expect([params.get("rate2"), params.get("name2"), params.get("sat_h2")]).toEqual(["20", "Nights", "10"]);
    expect(decodeOvertime(params).worked.rates).toEqual(inputs.worked.rates);
    expect(hasOvertimeParams(new URLSearchParams("rate2=20"))).toBe(true);
  });

  it("knows an address with hours worked holds overtime inputs", () => {
    expect(hasOvertimeParams(new URLSearchParams("mode=worked"))).toBe(true);
    expect(hasOvertimeParams(new URLSearchParams("wed_h=8"))).toBe(true);
  });
});
