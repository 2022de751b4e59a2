import type { Config } from "@react-router/dev/config";
import routes from "./app/routes";
import { blogPaths, storeFromEnv } from "./app/blog/build-time";
import { notFoundPrerenderPath, staticPaths } from "./app/lib/static-paths";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR || "build",
  future: { v8_trailingSlashAwareDataRequests: true },
  // Every static route, every blog post, category and tag in the content store
  // at build time, and the not-found page rendered once for the server's 404s.
  prerender: async () => [...staticPaths(routes), ...(await blogPaths(storeFromEnv())), notFoundPrerenderPath],
} satisfies Config;
