import { intro } from "~/content/pages/privacy";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function PrivacyPage() {
  return <PageIntro page={intro} />;
}
