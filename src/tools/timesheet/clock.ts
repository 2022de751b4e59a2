import { minutesPerDay } from "~/tools/shared/time";

/** A clock time from minutes after a midnight: 1,470 is `00:30` (the next day's). */
export const clockOf = (minutes: number): string => {
  const inDay = ((minutes % minutesPerDay) + minutesPerDay) % minutesPerDay;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
};
