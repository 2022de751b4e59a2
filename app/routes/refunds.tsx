import { intro } from "~/content/pages/refunds";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function RefundsPage() {
  return <PageIntro page={intro} />;
}
