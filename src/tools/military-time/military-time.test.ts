import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  invalidMilitaryFormat,
  invalidStandardInput,
  militaryChart,
  toMilitary,
  toStandard,
  type Meridiem,
} from "./military-time";

describe("standard to military", () => {
  it.each([
    ["1", "05", "PM", "1305", "13:05"],
    ["1", "5", "PM", "1305", "13:05"],
    ["12", "00", "AM", "0000", "00:00"],
    ["12", "30", "AM", "0030", "00:30"],
    ["12", "00", "PM", "1200", "12:00"],
    ["12", "45", "PM", "1245", "12:45"],
    ["9", "30", "AM", "0930", "09:30"],
    ["11", "59", "PM", "2359", "23:59"],
    ["1", "0", "AM", "0100", "01:00"],
    [" 7 ", " 15 ", "PM", "1915", "19:15"],
  ] as const)("%s:%s %s is %s (%s)", (hour, minute, meridiem, military, clock) => {
    expect(toMilitary(hour, minute, meridiem)).toEqual({
      ok: true,
      value: { military, clock, hour: Number(clock.slice(0, 2)) },
    });
  });

  it.each([
    ["0", "00"],
    ["13", "00"],
    ["12", "60"],
    ["", "30"],
    ["9", ""],
    ["abc", "10"],
    ["1.5", "10"],
    ["-1", "10"],
    ["9", "5x"],
    ["100", "00"],
  ])("rejects hour %j and minute %j", (hour, minute) => {
    expect(toMilitary(hour, minute, "AM")).toEqual({ ok: false, error: invalidStandardInput });
  });
});

describe("military to standard", () => {
  it.each([
    ["1305", "1:05 PM"],
    ["0000", "12:00 AM"],
    ["000", "12:00 AM"],
    ["0030", "12:30 AM"],
    ["1200", "12:00 PM"],
    ["1259", "12:59 PM"],
    ["930", "9:30 AM"],
    ["0930", "9:30 AM"],
    ["2130", "9:30 PM"],
    ["2359", "11:59 PM"],
    ["1100", "11:00 AM"],
  ])("%s is %s", (military, text) => {
    const result = toStandard(military);
    expect(result.ok && result.value.text).toBe(text);
  });

  it.each(["2400", "2360", "1260", "12", "1", "", "12345", "13:05", "9:30", "ab12", "-130", "2500", "99"])(
    "rejects %j",
    (military) => {
      expect(toStandard(military)).toEqual({ ok: false, error: invalidMilitaryFormat });
    },
  );
});

describe("the reference chart", () => {
  it("has 24 rows from 0100 to 2400/0000", () => {
    expect(militaryChart).toHaveLength(24);
    expect(militaryChart[0]).toMatchObject({ military: "0100", standard: "1:00 AM" });
    expect(militaryChart[11]).toMatchObject({ military: "1200", standard: "12:00 PM (noon)" });
    expect(militaryChart[12]).toMatchObject({ military: "1300", standard: "1:00 PM" });
    expect(militaryChart[22]).toMatchObject({ military: "2300", standard: "11:00 PM" });
    expect(militaryChart[23]).toMatchObject({ military: "2400/0000", standard: "12:00 AM (midnight)" });
  });

  it("agrees with the converter on every whole hour", () => {
    for (const row of militaryChart.slice(0, 23)) {
      const result = toStandard(row.military);
      expect(result.ok && result.value.text).toBe(row.standard.replace(/ \(.*\)$/, ""));
    }
  });
});

/** Minutes after midnight as the three fields of the standard form. */
function standardFields(minuteOfDay: number): [string, string, Meridiem] {
  const hour24 = Math.floor(minuteOfDay / 60);
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return [String(hour), String(minuteOfDay % 60), hour24 < 12 ? "AM" : "PM"];
}

describe("round trips", () => {
  it("standard to military and back is the identity for all 1440 minutes of the day", () => {
    for (let minuteOfDay = 0; minuteOfDay < 1440; minuteOfDay += 1) {
      const [hour, minute, meridiem] = standardFields(minuteOfDay);
      const military = toMilitary(hour, minute, meridiem);
      if (!military.ok) throw new Error(`${hour}:${minute} ${meridiem} was rejected`);
      const back = toStandard(military.value.military);
      expect(back.ok && [String(back.value.hour), String(back.value.minute), back.value.meridiem]).toEqual([
        hour,
        minute,
        meridiem,
      ]);
    }
  });

  it("property: military to standard and back gives the same four digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minuteOfDay) => {
        const military = `${String(Math.floor(minuteOfDay / 60)).padStart(2, "0")}${String(minuteOfDay % 60).padStart(2, "0")}`;
        const standard = toStandard(military);
        if (!standard.ok) return false;
        const again = toMilitary(String(standard.value.hour), String(standard.value.minute), standard.value.meridiem);
        return again.ok && again.value.military === military;
      }),
    );
  });

  it("property: any text either converts to a valid time or gives the format error", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (text) => {
        const result = toStandard(text);
        if (!result.ok) return result.error === invalidMilitaryFormat;
        return result.value.hour >= 1 && result.value.hour <= 12 && result.value.minute <= 59;
      }),
    );
  });
});
