import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/tallyday-ai");

export const meta = () => seo(page);

export default function AiPage() {
  return <PageIntro page={page} />;
}
