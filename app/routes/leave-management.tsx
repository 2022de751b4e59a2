import { intro } from "~/content/pages/leave-management";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function LeaveManagementPage() {
  return <PageIntro page={intro} />;
}
