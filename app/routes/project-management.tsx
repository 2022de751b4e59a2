import { intro } from "~/content/pages/project-management";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function ProjectManagementPage() {
  return <PageIntro page={intro} />;
}
