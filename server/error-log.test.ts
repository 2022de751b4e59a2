import { describe, expect, it } from "vitest";
import { ErrorLog } from "./error-log";

function logWithClock(options: { maxLines?: number; intervalMs?: number } = {}) {
  const lines: string[] = [];
  let now = 0;
  const log = new ErrorLog({ ...options, write: (line) => lines.push(line), now: () => now });
  return { log, lines, advance: (ms: number) => (now += ms) };
}

describe("ErrorLog", () => {
  it("writes a path's failure once per interval, then again in the next", () => {
    const { log, lines, advance } = logWithClock({ intervalMs: 60_000 });
    for (let i = 0; i < 1000; i += 1) log.report("/a", "failed /a");
    expect(lines).toEqual(["failed /a"]);
    advance(60_000);
    log.report("/a", "failed /a");
    expect(lines).toEqual(["failed /a", "999 more failures were not logged in the last interval.", "failed /a"]);
  });

  it("writes a bounded number of lines when every failing request names a new path", () => {
    const { log, lines } = logWithClock({ maxLines: 20 });
    for (let i = 0; i < 10_000; i += 1) log.report(`/x/${i}`, `failed /x/${i}`);
    expect(lines).toHaveLength(20);
  });

  it("keeps a line on one line, whatever the message holds", () => {
    const { log, lines } = logWithClock();
    log.report("/a", "failed /a\r\nForged: line");
    expect(lines).toEqual(["failed /a  Forged: line"]);
  });
});
