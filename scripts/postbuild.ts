/**
 * After `react-router build`: place the not-found page, hash every inline
 * script for the Content-Security-Policy, write the sitemap and robots.txt,
 * generate the CDN configuration and precompress text assets.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { notFoundPrerenderPath, staticPaths } from "../app/lib/static-paths.ts";
import routes from "../app/routes.ts";
import {
  contentStoreOrigins,
  notFoundFile,
  spaFallbackFile,
  type HtmlDocument,
  type SecurityManifest,
} from "../server/rules.ts";
import { vercelConfig } from "../server/vercel.ts";
import { inlineScriptHashes } from "../server/inline-scripts.ts";
import { buildDir as buildDirectory, vercelOutputDir } from "../server/paths.ts";
import { deferHydration, hydrateWhen } from "../server/defer-hydration.ts";
import { inlineIcons } from "../server/inline-icons.ts";
import { allPosts, blogPaths, rssFeed, storeFromEnv } from "../app/blog/build-time.ts";
import { siteOrigin } from "../app/lib/site-url.ts";

const buildDir = buildDirectory();
const clientDir = join(buildDir, "client");
const siteUrl = siteOrigin(process.env.SITE_URL);
const preview = siteUrl === "";
if (preview) {
  console.log(
    "Preview build: SITE_URL is not set, so every page says noindex, robots.txt disallows all, and no sitemap or CDN configuration is written.",
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function htmlDocument(file: string): HtmlDocument {
  return { file, scriptHashes: inlineScriptHashes(readFileSync(join(clientDir, file), "utf8")) };
}

// 1. The not-found page was prerendered at /404; the server and the CDN serve it as /404.html.
const prerendered404 = join(clientDir, notFoundPrerenderPath.slice(1), "index.html");
if (existsSync(prerendered404)) {
  renameSync(prerendered404, join(clientDir, notFoundFile));
  rmSync(dirname(prerendered404), { recursive: true });
}

// 2. Defer hydration (see server/defer-hydration.ts): until after the first paint on
//    pages that need script at once, until the visitor's first move on pages that read
//    without it. The app shell and, with a hosted store, the blog (it rereads the store)
//    need it at once. (The not-found page logs the missing path with an inline script.)
//    Each page also carries the icons it uses (see server/inline-icons.ts).
const hostedStore = Boolean(process.env.SANITY_PROJECT_ID?.trim());
const sprite = readFileSync(join(clientDir, "icons.svg"), "utf8");
for (const file of walk(clientDir).filter((path) => path.endsWith(".html"))) {
  const rel = relative(clientDir, file);
  const html = inlineIcons(readFileSync(file, "utf8"), sprite);
  const atLoad = rel === spaFallbackFile || (hostedStore && rel.startsWith("blog/"));
  writeFileSync(file, deferHydration(html, atLoad ? "load" : hydrateWhen(html)));
}

// 3. The security manifest: every prerendered page with its inline-script hashes.
const pages: SecurityManifest["pages"] = {};
for (const file of walk(clientDir).filter((path) => path.endsWith("/index.html"))) {
  const rel = relative(clientDir, file);
  const urlPath = rel === "index.html" ? "/" : `/${dirname(rel)}`;
  pages[urlPath] = htmlDocument(rel);
}
const manifest: SecurityManifest = {
  pages,
  notFound: htmlDocument(notFoundFile),
  spaFallback: htmlDocument(spaFallbackFile),
  contentStore: contentStoreOrigins(process.env.SANITY_PROJECT_ID),
};
writeFileSync(join(buildDir, "security-manifest.json"), JSON.stringify(manifest, null, 2));

// 4. Sitemap and robots.txt from the route table and the blog's content store,
//    and the blog's RSS feed. A preview build turns crawlers away and lists nothing.
const today = new Date().toISOString().slice(0, 10);
const blogStore = storeFromEnv();
const sitemapPaths = [...staticPaths(routes), ...(await blogPaths(blogStore))];
mkdirSync(join(clientDir, "blog"), { recursive: true });
writeFileSync(
  join(clientDir, "blog", "rss.xml"),
  rssFeed(await allPosts(blogStore), { url: siteUrl, name: "Tallyday" }),
);
rmSync(join(clientDir, "sitemap.xml"), { force: true });
if (preview) {
  writeFileSync(join(clientDir, "robots.txt"), "User-agent: *\nDisallow: /\n");
} else {
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPaths.map(
      (path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc><lastmod>${today}</lastmod></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  writeFileSync(join(clientDir, "sitemap.xml"), sitemap);
  writeFileSync(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}

// 5. The CDN configuration (Vercel Build Output API), from the same rules as the local
//    server; only for a production build, which knows the address it is published at.
const vercelDir = vercelOutputDir();
rmSync(vercelDir, { recursive: true, force: true });
if (!preview) {
  mkdirSync(vercelDir, { recursive: true });
  writeFileSync(join(vercelDir, "config.json"), JSON.stringify(vercelConfig(manifest), null, 2));
}

// 6. Precompress text assets: sirv serves the .br and .gz files as they are.
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|ico|data|ndjson)$/;
let compressed = 0;
for (const file of walk(clientDir).filter((path) => compressible.test(path))) {
  const content = readFileSync(file);
  if (content.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  compressed += 1;
}
if (!preview) cpSync(clientDir, join(vercelDir, "static"), { recursive: true });

console.log(
  `postbuild: ${Object.keys(pages).length} pages hashed, ${preview ? 0 : sitemapPaths.length} sitemap URLs, ${compressed} files precompressed.`,
);
