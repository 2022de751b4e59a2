import { isAudienceSlug } from "~/content/audiences";
import { audiencePages } from "~/content/audiences/pages";
import { marketingSeo } from "~/lib/marketing-seo";
import { MarketingSections } from "~/sections/marketing-sections";
import type { Route } from "./+types/audience";

/**
 * One page for every audience; routes.ts gives each slug its own URL. The copy
 * arrives through the loader, which runs at build time: each page's HTML and
 * `.data` file carry only its own record, and none of it ships in JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/")[1] ?? "";
  if (!isAudienceSlug(slug)) throw new Response("Not found", { status: 404 });
  return audiencePages[slug];
}

export const meta = ({ loaderData }: Route.MetaArgs) => marketingSeo(loaderData);

export default function AudiencePage({ loaderData }: Route.ComponentProps) {
  return <MarketingSections sections={loaderData.sections} />;
}
