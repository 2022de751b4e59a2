import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/blog");

export const meta = () => seo(page);

export default function BlogPage() {
  return <PageIntro page={page} />;
}
