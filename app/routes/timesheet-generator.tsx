import { page } from "~/content/pages/timesheet-generator";
import { toolSeo } from "~/lib/tool-seo";
import { ToolPage } from "~/sections/tool-page";
import { TimesheetTool } from "~/tools/timesheet/timesheet-tool";
import type { Route } from "./+types/timesheet-generator";

// The copy reaches the page through the loader, which runs at build time, so it
// ships in the HTML and the route's .data file, never in JavaScript.
export const loader = () => page;

export const meta = ({ loaderData }: Route.MetaArgs) => toolSeo(loaderData);

export default function TimesheetGeneratorPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData}>
      <TimesheetTool />
    </ToolPage>
  );
}
