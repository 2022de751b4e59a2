/**
 * The build's last step, as an Astro integration: it reads what Astro wrote and
 * adds what the server and the CDN need beside it. The changes to a page are
 * its own copy of the icons it shows (page-icons.ts) and a preload for each
 * chunk its scripts import (module-preloads.ts). It
 * hashes every inline script and lists the third parties of each page for the
 * Content-Security-Policy (`security-manifest.json`), writes
 * the CDN configuration (production builds only)
 * and an id for the build, and precompresses text files for the static server.
 */
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { AstroIntegration } from "astro";
import { inlineScriptHashes } from "./inline-scripts.ts";
import { moduleGraphFile, type ModuleGraph } from "../scripts/module-graph.ts";
import { namesInScript, pageScripts, spriteSymbols, withPageIcons } from "./page-icons.ts";
import { withModulePreloads } from "./module-preloads.ts";
import { vercelOutputDir } from "./paths.ts";
import { buildIdFile } from "./build-watch.ts";
import {
  compressible,
  contentStoreOrigins,
  isFramable,
  isInternalPage,
  notFoundFile,
  spaFallbackFile,
  thirdPartyOrigins,
  type HtmlDocument,
  type SecurityManifest,
  type ThirdParty,
} from "./rules.ts";
import { vercelConfig } from "./vercel.ts";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The sitemap lists pages, not the not-found page, the app shell or the embeds (noindex, docs/product.md#embeds). */
export function isSitemapPage(url: string): boolean {
  const path = new URL(url).pathname;
  return !isInternalPage(path) && !isFramable(path);
}

/**
 * The third parties a page's HTML shows it uses: the contact form island (its captcha and
 * its relay), and a video player pointed at the video host (only when site.config.ts names a
 * video). A page without them gets a policy without their origins.
 */
export function thirdPartiesOf(html: string): ThirdParty[] {
  const parties: ThirdParty[] = [];
  if (html.includes('component-export="ContactForm"')) parties.push("captcha", "relay");
  const videoHost = thirdPartyOrigins.video.frame?.[0] ?? "";
  if (html.includes(`data-embed-url="${videoHost}/`)) parties.push("video");
  return parties;
}

/**
 * Gives every page Astro wrote its own copy of its icons (page-icons.ts) and its scripts' imports
 * as preloads (module-preloads.ts); returns how many changed.
 */
function finishPages(clientDir: string): number {
  const sprite = join(clientDir, "icons.svg");
  const symbols = existsSync(sprite) ? spriteSymbols(readFileSync(sprite, "utf8")) : new Map<string, string>();
  const graphFile = moduleGraphFile(dirname(clientDir));
  const graph = existsSync(graphFile) ? (JSON.parse(readFileSync(graphFile, "utf8")) as ModuleGraph) : {};
  const namesByScript = new Map<string, string[]>();
  const namesIn = (url: string) => {
    let names = namesByScript.get(url);
    if (!names) {
      const file = join(clientDir, url);
      names = existsSync(file) ? namesInScript(readFileSync(file, "utf8"), symbols.keys()) : [];
      namesByScript.set(url, names);
    }
    return names;
  };
  let changed = 0;
  for (const file of walk(clientDir).filter((path) => path.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    const next = withModulePreloads(withPageIcons(html, symbols, pageScripts(html, graph).flatMap(namesIn)), graph);
    if (next === html) continue;
    writeFileSync(file, next);
    changed += 1;
  }
  return changed;
}

/** Every page Astro wrote, keyed by its URL path, with the hashes of its inline scripts and its third parties. */
function securityManifest(clientDir: string, projectId: string | undefined): SecurityManifest {
  const document = (file: string, urlPath: string): HtmlDocument => {
    const html = readFileSync(join(clientDir, file), "utf8");
    return {
      file,
      scriptHashes: inlineScriptHashes(html),
      thirdParties: thirdPartiesOf(html),
      framable: isFramable(urlPath),
    };
  };
  const pages: SecurityManifest["pages"] = {};
  for (const file of walk(clientDir).filter((path) => path.endsWith("/index.html"))) {
    const rel = relative(clientDir, file);
    const urlPath = rel === "index.html" ? "/" : `/${dirname(rel)}`;
    if (!isInternalPage(urlPath)) pages[urlPath] = document(rel, urlPath);
  }
  return {
    pages,
    notFound: document(notFoundFile, "/404"),
    spaFallback: document(spaFallbackFile, "/blog/"),
    contentStore: contentStoreOrigins(projectId),
  };
}

/**
 * RFC 9116: where a researcher reports a vulnerability, until when that holds (a year
 * from the build: a site that is not rebuilt for a year says so by letting it lapse).
 */
export function securityTxt({ contact, site, now }: { contact: string; site: string | undefined; now: Date }): string {
  const expires = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    "Preferred-Languages: en",
    ...(site ? [`Canonical: ${site}/.well-known/security.txt`] : []),
    "",
  ].join("\n");
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's quality by file: the blog's pages (one per post, tag, category and list page,
 * thousands on a big blog) at 6, some 30 times faster than 11 for about 10% more bytes, so a
 * blog of thousands of posts still builds in minutes; every other file (hashed assets, the
 * site's own few dozen pages) at its best, 11, where 10% can be the difference between one
 * round trip and two on a first visit (docs/decisions/server.md).
 */
export function brotliQuality(pathInBuild: string): number {
  return pathInBuild.split(sep)[0] === "blog" ? 6 : 11;
}

/** Writes `.br` and `.gz` twins of every compressible file, on every core (zlib's thread pool). */
async function precompress(clientDir: string): Promise<number> {
  const files = walk(clientDir).filter((path) => compressible.test(path));
  let next = 0;
  let compressed = 0;
  async function worker() {
    while (next < files.length) {
      const file = files[next++]!;
      const content = readFileSync(file);
      if (content.length < 512) continue;
      const params = { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(relative(clientDir, file)) };
      const [br, gz] = await Promise.all([brotli(content, { params }), gzipped(content, { level: 9 })]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      compressed += 1;
    }
  }
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return compressed;
}

export function buildOutput({
  site,
  sanityProjectId,
}: {
  /** The public origin; none (no SITE_URL): a local preview, with no CDN configuration. */
  site: string | undefined;
  /** The hosted content store the pages read, if any: the CSP must allow it. */
  sanityProjectId: string | undefined;
}): AstroIntegration {
  return {
    name: "tallyday:build-output",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const preview = !site;
        if (preview) {
          logger.info(
            "Preview build: SITE_URL is not set, so every page says noindex, robots.txt disallows all, and no sitemap or CDN configuration is written.",
          );
        }
        const finished = finishPages(clientDir);
        const manifest = securityManifest(clientDir, sanityProjectId);
        writeFileSync(join(dirname(clientDir), "security-manifest.json"), JSON.stringify(manifest, null, 2));

        const compressed = await precompress(clientDir);

        // The CDN configuration (Vercel Build Output API), from the same rules as the local server.
        const vercelDir = vercelOutputDir();
        rmSync(vercelDir, { recursive: true, force: true });
        if (!preview) {
          mkdirSync(vercelDir, { recursive: true });
          writeFileSync(join(vercelDir, "config.json"), JSON.stringify(vercelConfig(manifest), null, 2));
          cpSync(clientDir, join(vercelDir, "static"), { recursive: true });
        }
        // Written last: a server watching this build sees a new id only once the build is whole.
        const buildId = `${new Date().toISOString()} ${randomUUID().slice(0, 8)}`;
        writeFileSync(join(dirname(clientDir), buildIdFile), `${buildId}\n`);
        logger.info(
          `${finished} pages given their icons and preloads, ${Object.keys(manifest.pages).length} pages hashed, ${compressed} files precompressed, build ${buildId}.`,
        );
      },
    },
  };
}
