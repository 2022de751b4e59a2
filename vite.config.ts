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

export default defineConfig(({ mode }) => {
  // Read .env files and the process environment, then pass through only the
  // whitelisted names: a stray secret in the environment never reaches the bundle.
  const all = { ...loadEnv(mode, process.cwd(), ""), ...process.env };
  const define = Object.fromEntries(
    publicEnvNames.map((name) => [`import.meta.env.${name}`, JSON.stringify(all[name] ?? "")]),
  );
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { tsconfigPaths: true },
    define,
    build: { assetsInlineLimit: 0 },
  };
});
