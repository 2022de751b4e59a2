/** The two paper sizes a report's PDF comes in. */
export const papers = ["a4", "letter"] as const;
export type Paper = (typeof papers)[number];

export const paperLabel: Record<Paper, string> = { a4: "A4", letter: "Letter" };

/** Where US Letter is the usual paper (CLDR's paper-size data); everywhere else uses A4. */
const letterRegions = new Set(["US", "CA", "MX", "PH", "BZ", "CL", "CO", "CR", "GT", "NI", "PA", "PR", "SV", "VE"]);

/**
 * The paper a visitor most likely has, from their language tag (`en-US`,
 * `fr-CA`, `de`): a tag without a region takes its language's usual one (`en`
 * is `en-US`). Anything unreadable gets A4, the world's usual size.
 */
export function paperForLocale(locale: string | undefined): Paper {
  try {
    const region = new Intl.Locale(locale ?? "").maximize().region;
    return region && letterRegions.has(region) ? "letter" : "a4";
  } catch {
    return "a4";
  }
}
