import { describe, expect, it } from "vitest";
import { decodeWorkingHours, encodeWorkingHours, maxBlocks } from "./url-state";

describe("working hours in the address", () => {
  it("round-trips blocks, header, notes and report details", () => {
    const inputs = {
      blocks: [
        { startTime: "09:00", endTime: "12:30", breakMinutes: "" },
        { startTime: "22:00", endTime: "06:00", breakMinutes: "30" },
        { startTime: "", endTime: "", breakMinutes: "" },
      ],
      reportHeader: "Asha Verma, week 32",
      reportNotes: "Night shift on Friday",
      details: { start: "2026-11-18", employee: "Asha Verma", approver: "Sam Lee" },
    };
    const params = encodeWorkingHours(inputs);
    expect(params.get("date")).toBe("2026-11-18");
    expect(params.get("employee")).toBe("Asha Verma");
    expect(params.get("s0")).toBe("09:00");
    expect(params.has("b0")).toBe(false);
    expect(decodeWorkingHours(new URLSearchParams(params.toString()))).toEqual(inputs);
  });

  it("returns null when the address holds no blocks", () => {
    expect(decodeWorkingHours(new URLSearchParams(""))).toBeNull();
    expect(decodeWorkingHours(new URLSearchParams("hdr=x&utm_source=mail"))).toBeNull();
  });

  it.each([
    ["s0=9:00&e0=17:00", { startTime: "", endTime: "17:00", breakMinutes: "" }],
    ["s0=09:00&e0=24:00", { startTime: "09:00", endTime: "", breakMinutes: "" }],
    ["s0=09:00&e0=17:00&b0=-20", { startTime: "09:00", endTime: "17:00", breakMinutes: "0" }],
    ["s0=09:00&e0=17:00&b0=99999", { startTime: "09:00", endTime: "17:00", breakMinutes: "1440" }],
    ["s0=09:00&e0=17:00&b0=lunch", { startTime: "09:00", endTime: "17:00", breakMinutes: "0" }],
    ["e0=17:00", { startTime: "", endTime: "17:00", breakMinutes: "" }],
  ])("cleans %j", (query, block) => {
    expect(decodeWorkingHours(new URLSearchParams(query))?.blocks).toEqual([block]);
  });

  it("skips gaps and stops at the block limit", () => {
    expect(decodeWorkingHours(new URLSearchParams("s0=08:00&s5=10:00"))?.blocks).toHaveLength(2);
    const many = Array.from({ length: maxBlocks + 5 }, (_, index) => `s${index}=08:00`).join("&");
    expect(decodeWorkingHours(new URLSearchParams(many))?.blocks).toHaveLength(maxBlocks);
  });

  it("drops a date that is not real, and limits the names", () => {
    const decoded = decodeWorkingHours(new URLSearchParams(`s0=09:00&date=2026-11-31&approver=${"a".repeat(120)}`));
    expect(decoded?.details).toEqual({ start: "", employee: "", approver: "a".repeat(100) });
  });

  it("limits the report text", () => {
    const decoded = decodeWorkingHours(new URLSearchParams(`s0=&hdr=${"h".repeat(300)}&notes=${"n".repeat(2000)}`));
    expect(decoded?.reportHeader).toHaveLength(200);
    expect(decoded?.reportNotes).toHaveLength(1000);
  });
});
