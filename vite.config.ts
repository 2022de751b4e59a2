import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";

/** The only environment variables the client bundle may see. */
export const publicEnvNames = [
  "SITE_URL",
  "SANITY_PROJECT_ID",
  "SANITY_DATASET",
  "WEB3FORMS_ACCESS_KEY",
  "HCAPTCHA_SITEKEY",
] as const;

/**
 * react-router's package exports resolve to its development build in every
 * mode (remix-run/react-router#14102), shipping dev warnings to visitors.
 * Production builds use the production files the package also ships.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url)),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL("node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)),
  },
];

export default defineConfig(({ mode, command }) => {
  // Read .env files and the process environment, then pass through only the
  // whitelisted names: a stray secret in the environment never reaches the bundle.
  const all = { ...loadEnv(mode, process.cwd(), ""), ...process.env };
  const define = Object.fromEntries(
    publicEnvNames.map((name) => [`import.meta.env.${name}`, JSON.stringify(all[name] ?? "")]),
  );
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { tsconfigPaths: true, alias: command === "build" ? reactRouterProduction : [] },
    define,
    build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  };
});
