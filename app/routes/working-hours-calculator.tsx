import { intro } from "~/content/pages/working-hours-calculator";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function WorkingHoursCalculatorPage() {
  return <PageIntro page={intro} />;
}
