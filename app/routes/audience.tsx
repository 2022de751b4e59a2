import { useLocation } from "react-router";
import { audiences, isAudienceSlug } from "~/content/audiences";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";
import type { Route } from "./+types/audience";

/** routes.ts gives each audience its own URL; the first path segment names its record. */
function audienceFor(pathname: string) {
  const slug = pathname.split("/")[1] ?? "";
  if (!isAudienceSlug(slug)) throw new Error(`No audience page for ${pathname}`);
  return audiences[slug];
}

export const meta = ({ location }: Route.MetaArgs) => seo(audienceFor(location.pathname));

export default function AudiencePage() {
  const { pathname } = useLocation();
  return <PageIntro page={audienceFor(pathname)} />;
}
