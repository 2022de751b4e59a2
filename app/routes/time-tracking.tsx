import { intro } from "~/content/pages/time-tracking";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function TimeTrackingPage() {
  return <PageIntro page={intro} />;
}
