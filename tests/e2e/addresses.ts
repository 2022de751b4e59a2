/** A post the build wrote, to spell its address every way. */
export const post = "/blog/how-to-calculate-overtime";

/**
 * Other spellings of pages and where each redirects (docs/decisions/server.md): every way the
 * issue found one page answering at many addresses, and more. Checked on the server
 * (server.spec.ts) and against the CDN configuration (cdn.spec.ts).
 */
export const otherSpellings: [string, string][] = [
  ["/pricing/", "/pricing"],
  ["//pricing", "/pricing"],
  ["///pricing//", "/pricing"],
  ["/pric%69ng", "/pricing"],
  ["/PRIC%49NG", "/PRICING"],
  ["/./pricing", "/pricing"],
  ["/pricing/.", "/pricing"],
  ["/blog/../pricing", "/pricing"],
  ["/%2e%2e/pricing", "/pricing"],
  [post.replace("/blog/", "/blog//"), post],
  [`${post}/`, post],
  ["/pricing/index", "/pricing"],
  ["/pricing/index.html/", "/pricing"],
  ["/index.html", "/"],
  ["//", "/"],
  ["/work-hours-calculator/", "/working-hours-calculator"],
  ["/404.html/", "/404.html"],
];

/** Paths with an encoded slash, which no address can spell: refused. */
export const encodedSlashes = ["/pricing%2f", "/pricing%2F", "/blog%2fhow-to-calculate-overtime", "/404.html%2f"];
