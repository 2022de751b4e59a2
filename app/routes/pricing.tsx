import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/pricing");

export const meta = () => seo(page);

export default function PricingPage() {
  return <PageIntro page={page} />;
}
