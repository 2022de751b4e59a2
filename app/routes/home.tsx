import { intro } from "~/content/pages/home";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function HomePage() {
  return <PageIntro page={intro} />;
}
