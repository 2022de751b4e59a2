import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/");

export const meta = () => seo(page);

export default function HomePage() {
  return <PageIntro page={page} />;
}
