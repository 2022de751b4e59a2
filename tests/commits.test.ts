/**
 * `git log --oneline` stays readable: every commit after the cut-off has a subject under
 * 72 characters, the detail in its body. Earlier history is left as it is (it is on main).
 * Skipped where the history is not here: no git, a shallow clone, or no cut-off commit.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
/** main's head when the rule began; later commits keep it. */
const cutOff = "8e8979c";
const subjectLimit = 72;

function git(...args: string[]) {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return { ok: result.status === 0, out: (result.stdout ?? "").trim() };
}

const shallow = git("rev-parse", "--is-shallow-repository");
const historyHere = shallow.ok && shallow.out === "false" && git("cat-file", "-e", `${cutOff}^{commit}`).ok;

describe("commit subjects", () => {
  it.skipIf(!historyHere)(`are under ${subjectLimit} characters after ${cutOff}`, () => {
    const log = git("log", "--format=%h %s", `${cutOff}..HEAD`);
    expect(log.ok).toBe(true);
    const long = log.out
      .split("\n")
      .filter(Boolean)
      .map((line) => ({ line, subject: line.slice(line.indexOf(" ") + 1) }))
      .filter(({ subject }) => [...subject].length >= subjectLimit)
      .map(({ line, subject }) => `${line.slice(0, 80)}… (${[...subject].length} characters)`);
    expect(long, "put the detail in the commit body: git commit --amend, or git rebase -i before merging").toEqual([]);
  });
});
