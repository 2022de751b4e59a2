import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/terms");

export const meta = () => seo(page);

export default function TermsPage() {
  return <PageIntro page={page} />;
}
