import { homePage } from "~/content/pages/home";
import { softwareApplicationJsonLd } from "~/content/plans";
import { organizationJsonLd, seo } from "~/lib/seo";
import { HomeSections } from "~/sections/home-sections";
import type { Route } from "./+types/home";

// Copy, plans and structured data are built at build time by the loader, so they
// ship in the HTML and the route's .data file, never in JavaScript.
export const loader = () => ({ ...homePage, jsonLd: [organizationJsonLd(), softwareApplicationJsonLd()] });

export const meta = ({ loaderData }: Route.MetaArgs) => seo(loaderData);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <HomeSections sections={loaderData.sections} />;
}
