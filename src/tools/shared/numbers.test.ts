import { describe, expect, it } from "vitest";
import { atLeast, hundredthsOf, numberOrNull, readNonNegative } from "./numbers";

describe("reading typed numbers", () => {
  it.each([
    ["8", 8],
    [" 7.5 ", 7.5],
    ["-3", -3],
    ["0", 0],
    ["", null],
    ["  ", null],
    ["abc", null],
    ["Infinity", null],
  ])("numberOrNull reads %j as %s", (text, expected) => {
    expect(numberOrNull(text)).toBe(expected);
  });

  it.each([
    ["8", 8],
    ["7.5", 7.5],
    ["", 0],
    ["  ", 0],
    ["abc", 0],
    ["-3", 0],
    ["Infinity", 0],
  ])("readNonNegative reads %j as %s", (text, expected) => {
    expect(readNonNegative(text)).toBe(expected);
  });
});

describe("numeric guards", () => {
  it.each([
    [5, 1, 5],
    [0.5, 1, 1],
    [-2, 0, 0],
    [Number.NaN, 0, 0],
    [Number.POSITIVE_INFINITY, 1, 1],
  ])("atLeast(%s, %s) is %s", (value, min, expected) => {
    expect(atLeast(value, min)).toBe(expected);
  });

  it.each([
    [7.5, 750],
    [0.333, 33],
    [0.005, 1],
    [-1, 0],
    [Number.NaN, 0],
  ])("%s hours are %s hundredths", (hours, expected) => {
    expect(hundredthsOf(hours)).toBe(expected);
  });
});
