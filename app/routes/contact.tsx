import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/contact");

export const meta = () => seo(page);

export default function ContactPage() {
  return <PageIntro page={page} />;
}
