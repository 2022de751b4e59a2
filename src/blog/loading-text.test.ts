import { describe, expect, it } from "vitest";
import { loadingTextFor } from "./loading-text";

describe("loadingTextFor", () => {
  it.each([
    ["/blog", "Loading blog..."],
    ["/blog/", "Loading blog..."],
    ["/blog/category/remote-work", "Loading posts..."],
    ["/blog/tag/payroll", "Loading posts..."],
    ["/blog/page/2", "Loading posts..."],
    ["/blog/category/remote-work/page/3", "Loading posts..."],
    ["/blog/a-new-post", "Loading post..."],
    ["/pricing", "Loading…"],
  ])("%s says %s", (path, text) => {
    expect(loadingTextFor(path)).toBe(text);
  });
});
