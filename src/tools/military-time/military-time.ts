/**
 * Converting between 12-hour (standard) and 24-hour (military) time. Inputs are
 * the text a visitor typed, so every rejection can keep it as it was.
 */

export type Meridiem = "AM" | "PM";
export const meridiems: readonly Meridiem[] = ["AM", "PM"];

export const invalidStandardInput = "Invalid time input.";
export const invalidMilitaryFormat = "Invalid time format. Use HHMM (24-hour format).";

export interface MilitaryTime {
  /** Four digits, zero padded: `1305`. */
  military: string;
  /** The same time with a colon: `13:05`. */
  clock: string;
  /** Hour 0-23, for highlighting the reference chart. */
  hour: number;
}

export interface StandardTime {
  hour: number;
  minute: number;
  meridiem: Meridiem;
  /** `1:05 PM`. */
  text: string;
}

export type Conversion<T> = { ok: true; value: T } | { ok: false; error: string };

const pad = (value: number) => String(value).padStart(2, "0");

/** A whole number typed into a field, or null when it is not one. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : null;
}

export function formatStandard(hour: number, minute: number, meridiem: Meridiem): string {
  return `${hour}:${pad(minute)} ${meridiem}`;
}

/** 1:05 PM becomes 1305: 12 AM is hour 00, PM hours other than 12 get 12 added. */
export function toMilitary(hourText: string, minuteText: string, meridiem: Meridiem): Conversion<MilitaryTime> {
  const hour = wholeNumber(hourText);
  const minute = wholeNumber(minuteText);
  if (hour === null || minute === null || hour < 1 || hour > 12 || minute > 59) {
    return { ok: false, error: invalidStandardInput };
  }
  const hour24 = meridiem === "AM" ? hour % 12 : (hour % 12) + 12;
  return {
    ok: true,
    value: { military: `${pad(hour24)}${pad(minute)}`, clock: `${pad(hour24)}:${pad(minute)}`, hour: hour24 },
  };
}

/**
 * HHMM with an hour of 0-23 (one digit allowed, as in 930) and minutes 00-59, so at
 * most 4 digits. 2400 is not accepted: midnight is written 0000.
 */
const militaryPattern = /^([01]?\d|2[0-3])([0-5]\d)$/;

/** The longest military time a visitor can type. */
export const militaryMaxLength = 4;

/** 1305 becomes 1:05 PM: hour 0 is 12 AM, 12 is 12 PM, later hours lose 12. */
export function toStandard(militaryText: string): Conversion<StandardTime> {
  const match = militaryPattern.exec(militaryText.trim());
  if (!match) return { ok: false, error: invalidMilitaryFormat };
  const hour24 = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem: Meridiem = hour24 < 12 ? "AM" : "PM";
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return { ok: true, value: { hour, minute, meridiem, text: formatStandard(hour, minute, meridiem) } };
}

export interface ChartRow {
  military: string;
  standard: string;
  /** The hour 0-23 the row stands for. */
  hour: number;
}

/** The 24 whole hours from 0100 to 2300, then midnight, which ends one day as 2400 and starts the next as 0000. */
export const militaryChart: readonly ChartRow[] = Array.from({ length: 24 }, (_, index) => {
  const hour = index + 1;
  if (hour === 24) return { military: "2400/0000", standard: "12:00 AM (midnight)", hour: 0 };
  const standard = formatStandard(hour % 12 === 0 ? 12 : hour % 12, 0, hour < 12 ? "AM" : "PM");
  return { military: `${pad(hour)}00`, standard: hour === 12 ? `${standard} (noon)` : standard, hour };
});
