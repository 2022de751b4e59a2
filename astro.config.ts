import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, envField } from "astro/config";
import { loadEnv } from "vite";
import { moduleGraph, workerModuleGraph } from "./scripts/module-graph.ts";
import { buildOutput, isSitemapPage } from "./server/build-output.ts";
import { buildDir, draftsBuildDir } from "./server/paths.ts";
import { searchIndex } from "./src/integrations/search-index.ts";
import { socialCards } from "./src/integrations/social-cards.ts";
import { siteOrigin } from "./src/lib/site-url.ts";

// The config's own reads (the site's origin, which build this is); pages and islands read
// the settings declared in `env.schema` below, through astro:env, and nothing else.
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
  /**
   * Every setting the site reads, typed and checked when the build starts (README, Configure).
   * Public ones are written into the build; `client` ones may reach the browser, `server` ones
   * only pages rendered on the server (a stray import in an island fails the build). Secrets are
   * read at run time on the server and never built in.
   */
  env: {
    schema: {
      /** The public origin; unset, a preview build (src/lib/site-url.ts). */
      SITE_URL: envField.string({ context: "client", access: "public", optional: true, url: true }),
      /** Blank: the bundled dataset. */
      SANITY_PROJECT_ID: envField.string({ context: "client", access: "public", optional: true }),
      SANITY_DATASET: envField.string({ context: "client", access: "public", default: "production" }),
      /** "drafts" in the draft preview's build (`npm run drafts`, server/drafts.ts). */
      CONTENT_PREVIEW: envField.enum({ context: "client", access: "public", values: ["drafts"], optional: true }),
      /** Public by design (the contact form posts with it); handed to the form by its page. */
      WEB3FORMS_ACCESS_KEY: envField.string({ context: "server", access: "public", optional: true }),
      /** Default: the shared site key Web3Forms documents for its free hCaptcha. */
      HCAPTCHA_SITEKEY: envField.string({
        context: "server",
        access: "public",
        default: "50b2fe65-b00b-4b9e-ad62-3ba471098be2",
      }),
      /** The draft preview's viewer token for hosted drafts: its server process only. */
      SANITY_READ_TOKEN: envField.string({ context: "server", access: "secret", optional: true }),
    },
  },
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
    // The PDF writer's worker is a module, so jsPDF's own import()s stay chunks it never loads;
    // its chunks join the module graph.
    worker: { format: "es", plugins: () => [workerModuleGraph({ root: import.meta.dirname })] },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        // React, React DOM and Astro's renderer load together on every page with an island:
        // one file rather than five small ones (docs/decisions/islands.md).
        output: {
          // V8 compiles each file whole as it streams in, off the page's thread, rather than each
          // function on its first call: in hydration, then in the first press. A chunk loads
          // when it is about to run (docs/decisions/islands.md).
          postBanner: "//# allFunctionsCalledOnLoad",
          codeSplitting: {
            groups: [
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              // The controls every island draws its first screen with, one file rather than five.
              {
                name: "controls",
                test: /src[\\/](components[\\/]ui[\\/](surfaces|button|smart-link|icon)|lib[\\/]cn)\./,
              },
            ],
          },
        },
      },
    },
  },
});
