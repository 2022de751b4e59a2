import { readChoiceParam, readNumberParam, readTextParam } from "~/tools/shared/url-state";
import { meridiems, toStandard, type Meridiem } from "./military-time";

/** A standard-to-military conversion as it appears in the address: `?h=1&m=5&p=PM`. */
export interface StandardInputs {
  hour: string;
  minute: string;
  meridiem: Meridiem;
}

/** What a shared address asks the converter to show; either side may be missing. */
export interface ConverterAddress {
  standard: StandardInputs | null;
  /** `?mil=1305`: always a time the converter accepts. */
  military: string | null;
}

const hourRange = { min: 1, max: 12, fallback: 12 };
const minuteRange = { min: 0, max: 59, fallback: 0 };

export function encodeStandard(inputs: StandardInputs): URLSearchParams {
  return new URLSearchParams({ h: inputs.hour.trim(), m: inputs.minute.trim(), p: inputs.meridiem });
}

export function encodeMilitary(military: string): URLSearchParams {
  return new URLSearchParams({ mil: military.trim() });
}

/**
 * Reads a shared conversion. Hours and minutes are clamped to whole numbers in
 * range and unreadable ones fall back to 12 and 00. A military time keeps its
 * digits (`13:05` reads as 1305) and is dropped unless it converts.
 */
export function decodeConverter(params: URLSearchParams): ConverterAddress {
  const hasStandard = params.has("h") || params.has("m");
  const military = readTextParam(params, "mil", 8).replace(/\D/g, "").slice(0, 4);
  return {
    standard: hasStandard
      ? {
          hour: String(Math.round(readNumberParam(params, "h", hourRange))),
          minute: String(Math.round(readNumberParam(params, "m", minuteRange))).padStart(2, "0"),
          meridiem: readChoiceParam(params, "p", meridiems, "AM"),
        }
      : null,
    military: toStandard(military).ok ? military : null,
  };
}
