import { describe, expect, it } from "vitest";
import { sitePaths } from "./site-paths";

describe("sitePaths", () => {
  it("lists every page of the spec's route table once, and no internal page", () => {
    const paths = sitePaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ["/", "/time-tracking", "/tallyday-ai", "/retail", "/pricing", "/pomodoro-timer", "/refunds"]) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain("/tools/how-we-calculate");
    expect(paths).toContain("/search");
    expect(paths).toHaveLength(28);
    expect(paths).not.toContain("/404");
    expect(paths).not.toContain("/app-shell");
  });
});
