import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rasterFormats, rasterName, rasterWidths } from "~/lib/rasters";
import { allPostsQuery } from "./queries";
import { avatarSources, coverSize, isBundledDrawing } from "./pictures";
import { bundledStore } from "./test-store";

describe("the bundled blog's pictures", () => {
  it("knows a bundled drawing from any other picture", () => {
    expect(isBundledDrawing("/media/blog/cover-overtime.svg")).toBe(true);
    expect(isBundledDrawing("/media/blog/cover-overtime.png")).toBe(false);
    expect(isBundledDrawing("https://cdn.sanity.io/images/p/production/abc-1200x675.svg")).toBe(false);
    expect(avatarSources("/media/blog/avatar-priya-nair.svg")).toEqual({
      avif: "/media/blog/avatar-priya-nair-96.avif",
      webp: "/media/blog/avatar-priya-nair-96.webp",
    });
  });

  it("has the AVIF and WebP twins of every cover and avatar the posts show (scripts/brand/blog-covers.ts)", async () => {
    const { posts } = (await bundledStore().fetch(allPostsQuery, { start: 0, end: 10_000 })) as {
      posts: Array<{
        mainImage?: string | null;
        author?: { image?: string | null } | null;
      }>;
    };
    const wanted: string[] = [];
    for (const post of posts) {
      if (post.mainImage && isBundledDrawing(post.mainImage))
        for (const width of rasterWidths(coverSize.width))
          for (const format of rasterFormats) wanted.push(rasterName(post.mainImage, width, format));
      const avatar = post.author?.image;
      if (avatar && isBundledDrawing(avatar)) wanted.push(...Object.values(avatarSources(avatar)));
    }
    expect(wanted.length).toBeGreaterThan(30);
    const missing = [...new Set(wanted)].filter((file) => {
      const path = join("public", file);
      return !existsSync(path) || statSync(path).size < 500;
    });
    expect(missing).toEqual([]);
  });
});
