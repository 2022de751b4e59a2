import { intro } from "~/content/pages/slack";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function SlackPage() {
  return <PageIntro page={intro} />;
}
