import { page } from "~/content/pages/overtime-calculator";
import { toolSeo } from "~/lib/tool-seo";
import { ToolPage } from "~/sections/tool-page";
import { OvertimeTool } from "~/tools/overtime/overtime-tool";
import type { Route } from "./+types/overtime-calculator";

// The copy reaches the page through the loader, which runs at build time, so it
// ships in the HTML and the route's .data file, never in JavaScript.
export const loader = () => page;

export const meta = ({ loaderData }: Route.MetaArgs) => toolSeo(loaderData);

export default function OvertimeCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData}>
      <OvertimeTool />
    </ToolPage>
  );
}
