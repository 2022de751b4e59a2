import { describe, expect, it } from "vitest";
import { toMilitary } from "./military-time";
import { decodeConverter, encodeMilitary, encodeStandard } from "./url-state";

describe("the converter in the address", () => {
  it("encodes each side on its own", () => {
    expect(encodeStandard({ hour: "1", minute: "05", meridiem: "PM" }).toString()).toBe("h=1&m=05&p=PM");
    expect(encodeMilitary(" 1305 ").toString()).toBe("mil=1305");
  });

  it.each([
    ["h=1&m=5&p=PM", { hour: "1", minute: "05", meridiem: "PM" }],
    ["h=12&m=0&p=AM", { hour: "12", minute: "00", meridiem: "AM" }],
    ["h=99&m=75&p=PM", { hour: "12", minute: "59", meridiem: "PM" }],
    ["h=0&m=-3", { hour: "1", minute: "00", meridiem: "AM" }],
    ["h=abc&m=xyz&p=noon", { hour: "12", minute: "00", meridiem: "AM" }],
    ["h=7.6&m=14.2&p=AM", { hour: "8", minute: "14", meridiem: "AM" }],
    ["m=30", { hour: "12", minute: "30", meridiem: "AM" }],
  ] as const)("reads %j as a valid standard time", (query, standard) => {
    const decoded = decodeConverter(new URLSearchParams(query));
    expect(decoded).toEqual({ standard, military: null });
    expect(toMilitary(standard.hour, standard.minute, standard.meridiem).ok).toBe(true);
  });

  it.each([
    ["mil=1305", "1305"],
    ["mil=930", "930"],
    ["mil=13:05", "1305"],
    ["mil=012345", "0123"],
    ["mil=2400", null],
    ["mil=1260", null],
    ["mil=12", null],
    ["mil=<script>", null],
    ["", null],
  ])("reads %j as the military time %j", (query, military) => {
    expect(decodeConverter(new URLSearchParams(query))).toEqual({ standard: null, military });
  });

  it("round-trips what it encodes", () => {
    const params = encodeStandard({ hour: "11", minute: "45", meridiem: "PM" });
    expect(decodeConverter(params).standard).toEqual({ hour: "11", minute: "45", meridiem: "PM" });
    expect(decodeConverter(encodeMilitary("0000")).military).toBe("0000");
  });
});
