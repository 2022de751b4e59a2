import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { staticPaths } from "./static-paths";

describe("staticPaths", () => {
  const paths = staticPaths(routes);

  it("lists every page of the site once, without dynamic segments or the splat", () => {
    expect(paths[0]).toBe("/");
    expect(paths).toContain("/tallyday-ai");
    expect(paths).toContain("/working-hours-calculator");
    expect(paths).toContain("/financial-services");
    expect(paths).toContain("/blog");
    expect(paths.some((path) => /[:*]/.test(path))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has all 26 static routes of the spec", () => {
    expect(paths).toHaveLength(26);
  });

  it("walks nested layouts", () => {
    const nested = staticPaths([
      {
        id: "layout",
        file: "l.tsx",
        path: "docs",
        children: [
          { id: "i", file: "i.tsx", index: true },
          { id: "a", file: "a.tsx", path: "a" },
          { id: "s", file: "s.tsx", path: ":slug" },
        ],
      },
    ]);
    expect(nested).toEqual(["/docs", "/docs/a"]);
  });
});
