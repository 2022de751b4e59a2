import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/time-tracking");

export const meta = () => seo(page);

export default function TimeTrackingPage() {
  return <PageIntro page={page} />;
}
