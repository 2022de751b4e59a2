import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/working-hours-calculator");

export const meta = () => seo(page);

export default function WorkingHoursCalculatorPage() {
  return <PageIntro page={page} />;
}
