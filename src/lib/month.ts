/** A date's month in English ("November"), in UTC: the same at build time on any machine. */
export const monthName = (date: Date): string =>
  new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(date);
