import { pageIntro } from "~/content/pages";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

const page = pageIntro("/pomodoro-timer");

export const meta = () => seo(page);

export default function PomodoroTimerPage() {
  return <PageIntro page={page} />;
}
