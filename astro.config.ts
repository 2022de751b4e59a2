import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { moduleGraph } from "./scripts/module-graph.ts";
import { buildOutput, isSitemapPage } from "./server/build-output.ts";
import { buildDir, draftsBuildDir } from "./server/paths.ts";
import { searchIndex } from "./src/integrations/search-index.ts";
import { socialCards } from "./src/integrations/social-cards.ts";
import { siteOrigin } from "./src/lib/site-url.ts";

/** The only environment variables the pages and islands may read (docs/decisions/islands.md). */
export const publicEnvNames = [
  "SITE_URL",
  "SANITY_PROJECT_ID",
  "SANITY_DATASET",
  "WEB3FORMS_ACCESS_KEY",
  "HCAPTCHA_SITEKEY",
] as const;

// Read .env files and the process environment, then pass through only the names above:
// a stray secret in the environment never reaches a page or a bundle.
const env = { ...loadEnv("production", process.cwd(), ""), ...process.env };
const site = siteOrigin(env.SITE_URL);

/**
 * `npm run drafts` builds the draft preview: the same pages rendered on each request by
 * Astro's Node adapter, reading drafts over published documents (docs/decisions/content-store.md#drafts).
 * Production stays static.
 */
const draftPreview = env.CONTENT_PREVIEW === "drafts";

export default defineConfig({
  site: site || undefined,
  ...(draftPreview
    ? { output: "server", adapter: node({ mode: "standalone" }), outDir: draftsBuildDir() }
    : { outDir: `${buildDir()}/client` }),
  build: { assets: "assets", format: "directory" },
  // Canonical links, the sitemap and internal links all name pages without a trailing slash.
  trailingSlash: "never",
  // A preview build (no SITE_URL) lists nothing for crawlers: no sitemap.
  integrations: [
    react(),
    ...(site && !draftPreview ? [sitemap({ filter: isSitemapPage })] : []),
    ...(draftPreview
      ? []
      : [
          // Before the build's last step, which hashes, compresses and copies what the build wrote.
          searchIndex(),
          socialCards({ host: site ? new URL(site).host : undefined }),
          buildOutput({
            site: site || undefined,
            sanityProjectId: env.SANITY_PROJECT_ID,
          }),
        ]),
  ],
  vite: {
    // module-graph.json beside the build: what each page's first load holds (tests/e2e/first-load.spec.ts).
    plugins: [tailwindcss(), moduleGraph({ root: import.meta.dirname, buildDir: buildDir() })],
    define: {
      ...Object.fromEntries(
        publicEnvNames.map((name) => [`import.meta.env.${name}`, JSON.stringify(env[name]?.trim() ?? "")]),
      ),
      "import.meta.env.CONTENT_PREVIEW": JSON.stringify(draftPreview ? "drafts" : ""),
    },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        // React, React DOM and Astro's renderer load together on every page with an island:
        // one file rather than five small ones (docs/decisions/islands.md).
        output: {
          codeSplitting: {
            groups: [
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              // The controls every island draws its first screen with, one file rather than five.
              {
                name: "controls",
                test: /src[\\/](components[\\/]ui[\\/](look|button|smart-link|icon)|lib[\\/]cn)\./,
              },
            ],
          },
        },
      },
    },
  },
});
