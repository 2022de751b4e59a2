import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/refunds");

export const meta = () => seo(page);

export default function RefundsPage() {
  return <PageIntro page={page} />;
}
