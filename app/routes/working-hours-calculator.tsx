import { page } from "~/content/pages/working-hours-calculator";
import { toolSeo } from "~/lib/tool-seo";
import { ToolPage } from "~/sections/tool-page";
import { WorkingHoursTool } from "~/tools/working-hours/working-hours-tool";
import type { Route } from "./+types/working-hours-calculator";

// The copy reaches the page through the loader, which runs at build time, so it
// ships in the HTML and the route's .data file, never in JavaScript.
export const loader = () => page;

export const meta = ({ loaderData }: Route.MetaArgs) => toolSeo(loaderData);

export default function WorkingHoursCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData}>
      <WorkingHoursTool />
    </ToolPage>
  );
}
