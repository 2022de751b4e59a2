import { defineCliConfig } from "sanity/cli";

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "tallyday",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  // The website's types come from this schema (`npm run types`): src/store/sanity.types.ts.
  typegen: {
    path: "./no-queries/*.ts",
    schema: "schema.json",
    generates: "../src/store/sanity.types.ts",
  },
});
