import { intro } from "~/content/pages/military-time-converter";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function MilitaryTimeConverterPage() {
  return <PageIntro page={intro} />;
}
