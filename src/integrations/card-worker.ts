/**
 * One of the build's card drawers (src/integrations/social-cards.ts): draws each card
 * it is sent and writes it to every file named, the cache's first.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parentPort } from "node:worker_threads";
import { drawCard, type CardSpec } from "./card-template.ts";

export interface CardJob {
  id: number;
  card: CardSpec;
  files: string[];
}

export type CardJobResult = { id: number; bytes: number } | { id: number; error: string };

parentPort?.on("message", async ({ id, card, files }: CardJob) => {
  try {
    const png = await drawCard(card);
    for (const file of files) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png);
    }
    parentPort!.postMessage({ id, bytes: png.length } satisfies CardJobResult);
  } catch (error) {
    parentPort!.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies CardJobResult);
  }
});
