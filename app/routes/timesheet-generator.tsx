import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/timesheet-generator");

export const meta = () => seo(page);

export default function TimesheetGeneratorPage() {
  return <PageIntro page={page} />;
}
