import { intro } from "~/content/pages/blog";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function BlogPage() {
  return <PageIntro page={intro} />;
}
