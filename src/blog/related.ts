/**
 * Related reading (docs/product.md#blog): the order of blog/queries.ts's
 * relatedPostsQuery, worked out here for a build, which ranks every post
 * against the same once-read list instead of querying the store per post.
 * A unit test holds the two to the same answer.
 */

/** How many related posts a post ends with. */
export const relatedCount = 3;

/** What the order reads of each post (relatedCandidatesQuery). */
export interface RelatedCandidate {
  _id: string;
  publishedAt?: string | null;
  tags?: Array<string | null> | null;
  category?: string | null;
}

/** The post being read: its id, its tags' slugs and its category's slug. */
export interface RelatedTo {
  _id: string;
  tags: readonly string[];
  category?: string;
}

/** GROQ compares strings by code point; for the ids and ISO dates a store holds, `<` on strings agrees. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The ids of the `count` posts to read after `post`: most shared tags first,
 * then its category, then the newest, then by id; never the post itself.
 */
export function rankRelated(
  post: RelatedTo,
  candidates: readonly RelatedCandidate[],
  count: number = relatedCount,
): string[] {
  const tags = new Set(post.tags);
  // The best `count` so far, best first: one pass over the posts, not a sort of them all per post.
  const best: Ranked[] = [];
  for (const candidate of candidates) {
    if (candidate._id === post._id) continue;
    let shared = 0;
    for (const tag of candidate.tags ?? []) if (tag !== null && tags.has(tag)) shared += 1;
    const ranked: Ranked = {
      id: candidate._id,
      shared,
      sameCategory: post.category !== undefined && candidate.category === post.category ? 1 : 0,
      date: candidate.publishedAt ?? "",
    };
    if (best.length === count && before(best[count - 1]!, ranked)) continue;
    const at = best.findIndex((other) => before(ranked, other));
    best.splice(at < 0 ? best.length : at, 0, ranked);
    if (best.length > count) best.pop();
  }
  return best.map((candidate) => candidate.id);
}

interface Ranked {
  id: string;
  shared: number;
  sameCategory: number;
  date: string;
}

/** Whether `a` comes before `b`: more shared tags, its category, newer, then the smaller id. */
function before(a: Ranked, b: Ranked): boolean {
  return (a.shared - b.shared || a.sameCategory - b.sameCategory || compare(a.date, b.date) || compare(b.id, a.id)) > 0;
}

/** The query's parameters for `post` (relatedPostsQuery). */
export function relatedParams(post: RelatedTo, count: number = relatedCount) {
  return { id: post._id, tags: [...post.tags], category: post.category ?? "", count };
}
