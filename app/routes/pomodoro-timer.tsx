import { intro } from "~/content/pages/pomodoro-timer";
import { seo } from "~/lib/seo";
import { PageIntro } from "~/sections/page-intro";

export const meta = () => seo(intro);

export default function PomodoroTimerPage() {
  return <PageIntro page={intro} />;
}
