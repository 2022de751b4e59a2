import { intro } from "~/content/pages/contact";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function ContactPage() {
  return <PageIntro page={intro} />;
}
