import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/privacy");

export const meta = () => seo(page);

export default function PrivacyPage() {
  return <PageIntro page={page} />;
}
