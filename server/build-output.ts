/**
 * The build's last step, as an Astro integration: it reads what Astro wrote and
 * adds what the server and the CDN need beside it, never changing a page. It
 * hashes every inline script for the Content-Security-Policy
 * (`security-manifest.json`), writes the CDN configuration (production builds
 * only) and precompresses text files for the static server.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AstroIntegration } from "astro";
import { inlineScriptHashes } from "./inline-scripts.ts";
import { vercelOutputDir } from "./paths.ts";
import {
  contentStoreOrigins,
  isBuildInternal,
  notFoundFile,
  spaFallbackFile,
  type HtmlDocument,
  type SecurityManifest,
} from "./rules.ts";
import { vercelConfig } from "./vercel.ts";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The sitemap lists pages, not the not-found page or the app shell. */
export function isSitemapPage(url: string): boolean {
  return !isBuildInternal(new URL(url).pathname);
}

/** Every page Astro wrote, keyed by its URL path, with the hashes of its inline scripts. */
export function securityManifest(clientDir: string, projectId: string | undefined): SecurityManifest {
  const document = (file: string): HtmlDocument => ({
    file,
    scriptHashes: inlineScriptHashes(readFileSync(join(clientDir, file), "utf8")),
  });
  const pages: SecurityManifest["pages"] = {};
  for (const file of walk(clientDir).filter((path) => path.endsWith("/index.html"))) {
    const rel = relative(clientDir, file);
    const urlPath = rel === "index.html" ? "/" : `/${dirname(rel)}`;
    if (!isBuildInternal(urlPath)) pages[urlPath] = document(rel);
  }
  return {
    pages,
    notFound: document(notFoundFile),
    spaFallback: document(spaFallbackFile),
    contentStore: contentStoreOrigins(projectId),
  };
}

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|ico|ndjson)$/;

function precompress(clientDir: string): number {
  let compressed = 0;
  for (const file of walk(clientDir).filter((path) => compressible.test(path))) {
    const content = readFileSync(file);
    if (content.length < 512) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    compressed += 1;
  }
  return compressed;
}

export function buildOutput({
  preview,
  sanityProjectId,
}: {
  /** No SITE_URL: a local preview, with no CDN configuration. */
  preview: boolean;
  /** The hosted content store the pages read, if any: the CSP must allow it. */
  sanityProjectId: string | undefined;
}): AstroIntegration {
  return {
    name: "tallyday:build-output",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        if (preview) {
          logger.info(
            "Preview build: SITE_URL is not set, so every page says noindex, robots.txt disallows all, and no sitemap or CDN configuration is written.",
          );
        }
        const manifest = securityManifest(clientDir, sanityProjectId);
        writeFileSync(join(dirname(clientDir), "security-manifest.json"), JSON.stringify(manifest, null, 2));

        const compressed = precompress(clientDir);

        // The CDN configuration (Vercel Build Output API), from the same rules as the local server.
        const vercelDir = vercelOutputDir();
        rmSync(vercelDir, { recursive: true, force: true });
        if (!preview) {
          mkdirSync(vercelDir, { recursive: true });
          writeFileSync(join(vercelDir, "config.json"), JSON.stringify(vercelConfig(manifest), null, 2));
          cpSync(clientDir, join(vercelDir, "static"), { recursive: true });
        }
        logger.info(`${Object.keys(manifest.pages).length} pages hashed, ${compressed} files precompressed.`);
      },
    },
  };
}
