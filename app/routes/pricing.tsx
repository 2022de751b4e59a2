import { intro } from "~/content/pages/pricing";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function PricingPage() {
  return <PageIntro page={intro} />;
}
