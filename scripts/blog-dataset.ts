/**
 * A blog of any size from the bundled one: the scale bench's and the paging
 * test's dataset (docs/product.md#blog). Every bundled post is kept; copies of
 * them fill the rest, each with its own id, slug, title and date, pointing at
 * the same categories, tags, authors and pictures. Written to a temporary
 * folder, never to the repository.
 *
 *   node scripts/blog-dataset.ts --posts 300 [--out file.ndjson]
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const dayMs = 24 * 60 * 60 * 1000;

type Doc = Record<string, unknown> & { _id: string; _type: string };

export function generateBlogDataset(
  posts: number,
  bundled = readFileSync(join(root, "content/dataset.ndjson"), "utf8"),
): string {
  const documents = bundled
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc);
  const originals = documents.filter((doc) => doc._type === "post");
  const copies: Doc[] = [];
  // The oldest bundled date: copies go back a day at a time from there, so every date is unique.
  const oldest = Math.min(
    ...originals.map((post) => Date.parse(String(post.publishedAt))).filter((time) => !Number.isNaN(time)),
  );
  for (let index = 0; copies.length < posts - originals.length; index++) {
    const source = originals[index % originals.length]!;
    const copy = index + 2;
    const slug = (source.slug as { current: string }).current;
    copies.push({
      ...source,
      _id: `${source._id}-${copy}`,
      title: `${String(source.title)} (${copy})`,
      slug: { _type: "slug", current: `${slug}-${copy}` },
      publishedAt: new Date(oldest - (index + 1) * dayMs).toISOString(),
    });
  }
  return [...documents, ...copies].map((doc) => JSON.stringify(doc)).join("\n") + "\n";
}

/**
 * The dataset with one post more, newer than every other: what a rebuild after
 * publishing one post builds (the scale bench's warm build).
 */
export function withNewPost(dataset: string, now = new Date()): string {
  const line = dataset.split("\n").find((text) => text.includes('"_type":"post"'));
  if (!line) throw new Error("The dataset has no post to copy.");
  const source = JSON.parse(line) as Doc;
  const post: Doc = {
    ...source,
    _id: "post-published-just-now",
    title: `${String(source.title)} (published just now)`,
    slug: { _type: "slug", current: "published-just-now" },
    publishedAt: now.toISOString(),
  };
  return `${dataset}${JSON.stringify(post)}\n`;
}

/** Writes a generated dataset to a new temporary folder and returns its path. */
export function writeBlogDataset(posts: number, out?: string): string {
  const file = out ?? join(mkdtempSync(join(tmpdir(), "tallyday-blog-")), "dataset.ndjson");
  writeFileSync(file, generateBlogDataset(posts));
  return file;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const posts = Number(value("--posts") ?? 300);
  console.log(writeBlogDataset(posts, value("--out")));
}
