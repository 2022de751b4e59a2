import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/military-time-converter");

export const meta = () => seo(page);

export default function MilitaryTimeConverterPage() {
  return <PageIntro page={page} />;
}
