import { useLocation } from "react-router";
import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";
import type { Route } from "./+types/audience";

/** One page for every audience and industry; routes.ts gives each slug its own URL. */
export const meta = ({ location }: Route.MetaArgs) => seo(pageIntro(location.pathname));

export default function AudiencePage() {
  const { pathname } = useLocation();
  return <PageIntro page={pageIntro(pathname)} />;
}
