import { intro } from "~/content/pages/timesheet-generator";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function TimesheetGeneratorPage() {
  return <PageIntro page={intro} />;
}
