import { intro } from "~/content/pages/tallyday-ai";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";
import type { Route } from "./+types/tallyday-ai";

// The copy reaches the page through the loader, which runs at build time, so it
// ships in the HTML and the route's .data file, never in JavaScript.
export const loader = () => intro;

export const meta = ({ loaderData }: Route.MetaArgs) => seo(loaderData);

export default function AiPage({ loaderData }: Route.ComponentProps) {
  return <PageIntro page={loaderData} />;
}
