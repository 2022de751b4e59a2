import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/slack");

export const meta = () => seo(page);

export default function SlackPage() {
  return <PageIntro page={page} />;
}
