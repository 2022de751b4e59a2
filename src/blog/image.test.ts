import { describe, expect, it } from "vitest";
import { hostedCoverWidths, imageSrcSet, imageUrl, squareSources } from "./image";

const hosted = "https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a-2400x1350.jpg";

describe("hosted pictures", () => {
  it("offers a cover at each width from the image service, cropped to 16:9", () => {
    const set = imageSrcSet(hosted, { width: 1200, height: 675 }, hostedCoverWidths).split(", ");
    expect(set).toHaveLength(hostedCoverWidths.length);
    expect(set[0]).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/.+[?&]w=400&h=225&.*fit=crop.* 400w$/);
    expect(set.at(-1)).toMatch(/[?&]w=1600&h=900&.* 1600w$/);
    expect(set.every((entry) => entry.includes("auto=format"))).toBe(true);
  });

  it("gives an avatar its own size and a 2x source", () => {
    const { src, srcSet } = squareSources(hosted, 32);
    expect(src).toMatch(/[?&]w=32&h=32&/);
    expect(srcSet).toMatch(/[?&]w=64&h=64&.* 2x$/);
  });

  it("leaves the bundled dataset's pictures as they are", () => {
    expect(imageUrl("/media/blog/cover-overtime.svg", { width: 400, height: 225 })).toBe(
      "/media/blog/cover-overtime.svg",
    );
  });
});
