/**
 * A social card for every page (docs/decisions/social-cards.md), as an Astro
 * integration: after the pages are written, it reads each page's `og:image`
 * tag, where the one SEO path (src/lib/head-tags.ts) put the card's address, title
 * and section, and draws the cards the build does not already have. Drawn
 * cards are kept in a cache between builds by what they show, so a rebuild
 * after one new post draws one card.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, linkSync, mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { AstroIntegration } from "astro";
import { socialCard } from "../lib/social-card.ts";
import { htmlPages, readHead } from "./built-pages.ts";
import { cardDesign, type CardSpec } from "./card-template.ts";
import type { CardJob, CardJobResult } from "./card-worker.ts";

/** Where drawn cards are kept between builds, unless `SOCIAL_CARD_CACHE` names another folder. */
const defaultCardCache = "node_modules/.cache/tallyday-cards";

const entities: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'" };
const decode = (value: string) => value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) => entities[name]!);

/**
 * The card a page's head asks for: its path on the site and what it shows, under the brand the
 * page names (`og:site_name`, from the content store's settings). None if the page names no card of ours.
 */
export function cardOf(head: string): { path: string; title: string; brand: string; section?: string } | undefined {
  const tag = head.match(/<meta\b[^>]*\bproperty="og:image"[^>]*>/)?.[0];
  if (!tag) return undefined;
  const attributes = Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]),
  );
  const title = attributes[socialCard.titleAttribute];
  const path = attributes.content ? new URL(attributes.content, "https://card.invalid").pathname : undefined;
  if (!title || !path?.startsWith("/og/")) return undefined;
  const section = attributes[socialCard.sectionAttribute];
  const siteName = head.match(/<meta\b[^>]*\bproperty="og:site_name"[^>]*\bcontent="([^"]*)"/)?.[1];
  return { path, title, brand: decode(siteName ?? ""), ...(section ? { section } : {}) };
}

/** The cache's name for a card: what it shows and the drawing's version, hashed. */
export function cardKey(card: CardSpec): string {
  return createHash("sha256")
    .update(JSON.stringify([cardDesign, card.brand, card.host ?? "", card.section ?? "", card.title]))
    .digest("hex")
    .slice(0, 32);
}

/**
 * A cached card into the build: a second name for the same file where the two share a disk
 * (thousands of cards are hundreds of megabytes), else a copy.
 */
function placeCopy(cached: string, out: string) {
  try {
    linkSync(cached, out);
  } catch {
    copyFileSync(cached, out);
  }
}

/** Draws each job on the machine's cores, each in a worker of its own. Resolves with each card's bytes. */
async function drawAll(jobs: Array<Omit<CardJob, "id">>): Promise<number[]> {
  const sizes: number[] = [];
  if (jobs.length === 0) return sizes;
  const workerFile = fileURLToPath(new URL("./card-worker.ts", import.meta.url));
  const count = Math.min(availableParallelism(), jobs.length);
  let next = 0;
  const run = (worker: Worker) =>
    new Promise<void>((done, fail) => {
      const send = () => {
        if (next >= jobs.length) return done();
        const id = next++;
        worker.postMessage({ id, ...jobs[id]! } satisfies CardJob);
      };
      worker.on("message", (result: CardJobResult) => {
        if ("error" in result) return fail(new Error(`The card "${jobs[result.id]!.card.title}": ${result.error}`));
        sizes[result.id] = result.bytes;
        send();
      });
      worker.on("error", fail);
      send();
    });
  const workers = Array.from({ length: count }, () => new Worker(workerFile));
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return sizes;
}

export interface CardsResult {
  pages: number;
  cards: number;
  drawn: number;
  largestBytes: number;
}

/** Gives every page of a build its card: copied from the cache, or drawn and kept there. */
export async function writeSocialCards(
  clientDir: string,
  { cacheDir, host }: { cacheDir: string; host?: string },
): Promise<CardsResult> {
  const cards = new Map<string, { card: CardSpec; page: string }>();
  const pages = htmlPages(clientDir);
  for (const file of pages) {
    const found = cardOf(readHead(file));
    if (!found) continue;
    const { title, brand, section } = found;
    const card: CardSpec = { title, brand, ...(section ? { section } : {}), host };
    const page = `/${relative(clientDir, file)}`;
    const claimed = cards.get(found.path);
    if (claimed && cardKey(claimed.card) !== cardKey(card)) {
      throw new Error(`Two pages ask for different cards at ${found.path}: ${claimed.page} and ${page}.`);
    }
    cards.set(found.path, { card, page });
  }
  mkdirSync(cacheDir, { recursive: true });
  const jobs: Array<Omit<CardJob, "id">> = [];
  let largestBytes = 0;
  for (const [path, { card }] of cards) {
    const cached = join(cacheDir, `${cardKey(card)}.png`);
    const out = join(clientDir, path);
    if (existsSync(cached)) {
      mkdirSync(dirname(out), { recursive: true });
      placeCopy(cached, out);
    } else {
      jobs.push({ card, files: [cached, out] });
    }
  }
  for (const bytes of await drawAll(jobs)) largestBytes = Math.max(largestBytes, bytes);
  return { pages: pages.length, cards: cards.size, drawn: jobs.length, largestBytes };
}

export function socialCards({ host }: { host?: string }): AstroIntegration {
  return {
    name: "tallyday:social-cards",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const started = performance.now();
        const cacheDir = resolve(process.env.SOCIAL_CARD_CACHE || defaultCardCache);
        const result = await writeSocialCards(fileURLToPath(dir), { cacheDir, host });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `${result.cards} cards for ${result.pages} pages: ${result.drawn} drawn, ${result.cards - result.drawn} from the cache (${seconds} s).`,
        );
      },
    },
  };
}
