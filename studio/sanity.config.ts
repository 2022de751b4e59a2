import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { locations } from "./locations";
import { schemaTypes } from "./schemaTypes";
import { structure } from "./structure";

/** The site's draft preview (`npm run drafts` in the website); Presentation shows it beside the editor. */
const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3001";

export default defineConfig({
  name: "tallyday",
  title: "Tallyday website",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || "tallyday",
  dataset: process.env.SANITY_STUDIO_DATASET || "production",
  plugins: [
    structureTool({ structure }),
    presentationTool({ previewUrl: { origin: previewOrigin }, resolve: { locations } }),
  ],
  schema: {
    types: schemaTypes as never,
    // One settings document: no "create another" in the new-document menu.
    templates: (templates) => templates.filter((template) => template.schemaType !== "settings"),
  },
  document: {
    // Settings can be edited and published, never duplicated or deleted.
    actions: (actions, { schemaType }) =>
      schemaType === "settings"
        ? actions.filter(({ action }) => action !== "duplicate" && action !== "delete")
        : actions,
  },
});
