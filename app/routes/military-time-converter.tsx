import { page } from "~/content/pages/military-time-converter";
import { toolSeo } from "~/lib/tool-seo";
import { ToolPage } from "~/sections/tool-page";
import { MilitaryTimeTool } from "~/tools/military-time/military-time-tool";
import type { Route } from "./+types/military-time-converter";

// The copy reaches the page through the loader, which runs at build time, so it
// ships in the HTML and the route's .data file, never in JavaScript.
export const loader = () => page;

export const meta = ({ loaderData }: Route.MetaArgs) => toolSeo(loaderData);

export default function MilitaryTimeConverterPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData}>
      <MilitaryTimeTool />
    </ToolPage>
  );
}
