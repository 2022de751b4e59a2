import type { APIRoute } from "astro";
import { securityTxt } from "../../../server/build-output";
import { siteConfig } from "~/site.config";
import { siteSettings } from "~/store/content";

/** RFC 9116: where a researcher reports a vulnerability, to the settings' contact e-mail. */
export const GET: APIRoute = async () =>
  new Response(
    securityTxt({
      contact: `mailto:${(await siteSettings()).email}`,
      site: siteConfig.siteUrl || undefined,
      now: new Date(),
    }),
  );
