import { audiences, isAudienceSlug } from "~/content/audiences";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";
import type { Route } from "./+types/audience";

/**
 * One page for every audience; routes.ts gives each slug its own URL. The copy
 * arrives through the loader, which runs at build time: each page's HTML and
 * `.data` file carry only its own record, and none of it ships in JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/")[1] ?? "";
  if (!isAudienceSlug(slug)) throw new Response("Not found", { status: 404 });
  return audiences[slug];
}

export const meta = ({ loaderData }: Route.MetaArgs) => seo(loaderData);

export default function AudiencePage({ loaderData }: Route.ComponentProps) {
  return <PageIntro page={loaderData} />;
}
