/**
 * The site's public origin from `SITE_URL`, without trailing slashes. Unset, the
 * build is a local preview: links stay root-relative, every page says noindex and
 * robots.txt turns crawlers away, so a preview never publishes a localhost address.
 */
export function siteOrigin(raw: string | undefined): string {
  const value = raw?.trim().replace(/\/+$/, "") ?? "";
  if (value === "") return "";
  if (!/^https?:\/\/[^/?#\s]+$/i.test(value)) {
    throw new Error(`SITE_URL must be an origin such as https://tallyday.app, not ${JSON.stringify(raw)}.`);
  }
  return value;
}
