import { page } from "~/content/pages/pomodoro-timer";
import { toolSeo } from "~/lib/tool-seo";
import { ToolPage } from "~/sections/tool-page";
import { PomodoroTool } from "~/tools/pomodoro/pomodoro-tool";
import type { Route } from "./+types/pomodoro-timer";

// The copy reaches the page through the loader, which runs at build time, so it
// ships in the HTML and the route's .data file, never in JavaScript.
export const loader = () => page;

export const meta = ({ loaderData }: Route.MetaArgs) => toolSeo(loaderData);

export default function PomodoroTimerPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData}>
      <PomodoroTool />
    </ToolPage>
  );
}
