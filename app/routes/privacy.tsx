import { privacyDocument } from "~/content/legal/privacy";
import { seo } from "~/lib/seo";
import { LegalDocument } from "~/sections/legal-document";
import type { Route } from "./+types/privacy";

// The text reaches the page through the loader, which runs at build time, so it
// ships in the HTML and the route's .data file, never in JavaScript.
export const loader = () => privacyDocument;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({ title: loaderData.title, description: loaderData.description, path: loaderData.path });

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData} />;
}
