import { termsDocument } from "~/content/legal/terms";
import { seo } from "~/lib/seo";
import { LegalDocument } from "~/sections/legal-document";
import type { Route } from "./+types/terms";

// The text reaches the page through the loader, which runs at build time, so it
// ships in the HTML and the route's .data file, never in JavaScript.
export const loader = () => termsDocument;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({ title: loaderData.title, description: loaderData.description, path: loaderData.path });

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData} />;
}
