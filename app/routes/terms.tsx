import { intro } from "~/content/pages/terms";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function TermsPage() {
  return <PageIntro page={intro} />;
}
