import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/leave-management");

export const meta = () => seo(page);

export default function LeaveManagementPage() {
  return <PageIntro page={page} />;
}
