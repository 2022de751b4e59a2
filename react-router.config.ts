import type { Config } from "@react-router/dev/config";
import routes from "./app/routes";
import { notFoundPrerenderPath, staticPaths } from "./app/lib/static-paths";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR || "build",
  future: { v8_trailingSlashAwareDataRequests: true },
  // Every static route, plus the not-found page rendered once for the server's 404s.
  prerender: () => [...staticPaths(routes), notFoundPrerenderPath],
} satisfies Config;
