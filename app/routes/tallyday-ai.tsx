import { intro } from "~/content/pages/tallyday-ai";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function AiPage() {
  return <PageIntro page={intro} />;
}
