import { describe, expect, it } from "vitest";
import { emptyOvertimeForm } from "./overtime";
import { decodeOvertime, encodeOvertime, hasOvertimeParams } from "./url-state";

describe("overtime inputs in the address", () => {
  it("round-trips a week, the rates, header and notes", () => {
    const form = emptyOvertimeForm();
    form.days[0] = { regular: "8", overtime: "2", doubleTime: "1" };
    form.days[5] = { regular: "", overtime: "4.5", doubleTime: "" };
    form.baseRate = "22.5";
    const params = encodeOvertime({ form, header: "  Jo Smith, week 12 ", notes: "Stocktake on Saturday" });
    expect(params.toString()).toBe(
      "mon=8&mon_ot=2&mon_dt=1&sat_ot=4.5&rate=22.5&ot=1.5&dt=2&header=Jo+Smith%2C+week+12&notes=Stocktake+on+Saturday",
    );
    expect(decodeOvertime(params)).toEqual({ form, header: "Jo Smith, week 12", notes: "Stocktake on Saturday" });
  });

  it("leaves out empty, zero and unreadable hours", () => {
    const form = emptyOvertimeForm();
    form.days[1] = { regular: "0", overtime: "abc", doubleTime: " " };
    expect(encodeOvertime({ form, header: "", notes: "" }).toString()).toBe("rate=25&ot=1.5&dt=2");
  });

  it.each([
    ["", { rate: "25", ot: "1.5", dt: "2", mon: "" }],
    ["rate=-4&ot=0.2&dt=99&mon=30", { rate: "0", ot: "1", dt: "10", mon: "24" }],
    ["rate=abc&ot=&dt=Infinity&mon=abc", { rate: "25", ot: "1.5", dt: "2", mon: "" }],
    ["rate=99999&mon=-3", { rate: "10000", ot: "1.5", dt: "2", mon: "" }],
  ])("clamps %j and falls back to the defaults", (query, expected) => {
    const { form } = decodeOvertime(new URLSearchParams(query));
    expect({
      rate: form.baseRate,
      ot: form.overtimeMultiplier,
      dt: form.doubleTimeMultiplier,
      mon: form.days[0]!.regular,
    }).toEqual(expected);
  });

  it("never decodes a day of more than 24 hours", () => {
    const { form } = decodeOvertime(new URLSearchParams("tue=20&tue_ot=10&tue_dt=5"));
    expect(form.days[1]).toEqual({ regular: "20", overtime: "4", doubleTime: "" });
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
