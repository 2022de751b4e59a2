import type { APIRoute } from "astro";
import { absoluteUrl, siteConfig } from "~/site.config";

/** A production build invites crawlers and names the sitemap; a preview build turns them all away. */
export const GET: APIRoute = () =>
  new Response(
    siteConfig.isPreview
      ? "User-agent: *\nDisallow: /\n"
      : `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap-index.xml")}\n`,
  );
