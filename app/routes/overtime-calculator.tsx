import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/overtime-calculator");

export const meta = () => seo(page);

export default function OvertimeCalculatorPage() {
  return <PageIntro page={page} />;
}
