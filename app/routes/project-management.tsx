import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/project-management");

export const meta = () => seo(page);

export default function ProjectManagementPage() {
  return <PageIntro page={page} />;
}
