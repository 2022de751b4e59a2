import { timeTrackingPage } from "~/content/pages/time-tracking";
import { marketingSeo } from "~/lib/marketing-seo";
import { MarketingSections } from "~/sections/marketing-sections";
import type { Route } from "./+types/time-tracking";

// The copy reaches the page through the loader, which runs at build time, so it
// ships in the HTML and the route's .data file, never in JavaScript.
export const loader = () => timeTrackingPage;

export const meta = ({ loaderData }: Route.MetaArgs) => marketingSeo(loaderData);

export default function TimeTrackingPage({ loaderData }: Route.ComponentProps) {
  return <MarketingSections sections={loaderData.sections} />;
}
