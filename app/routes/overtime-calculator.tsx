import { intro } from "~/content/pages/overtime-calculator";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function OvertimeCalculatorPage() {
  return <PageIntro page={intro} />;
}
