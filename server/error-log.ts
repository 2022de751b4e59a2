/**
 * Failures are written once per path per interval, and at most `maxLines` an interval in
 * all: a client that sends failing requests by the thousand (or by a thousand different
 * paths) cannot turn the log into a flood. What was held back is counted in one line
 * when the next interval starts (docs/decisions/server.md). Refusals are bounded the same
 * way, once per client and status (server/refusals.ts).
 */
export interface ErrorLogOptions {
  intervalMs?: number;
  maxLines?: number;
  write?: (line: string) => void;
  /** The line that counts what an interval held back; failures by default. */
  heldLine?: (count: number) => string;
  /** Where that line goes; `write` by default. */
  writeHeld?: (line: string) => void;
  now?: () => number;
}

export class ErrorLog {
  private readonly intervalMs: number;
  private readonly maxLines: number;
  private readonly write: (line: string) => void;
  private readonly heldLine: (count: number) => string;
  private readonly writeHeld: (line: string) => void;
  private readonly now: () => number;
  private windowStart = -Infinity;
  private logged = new Set<string>();
  private held = 0;

  constructor({
    intervalMs = 60_000,
    maxLines = 20,
    write = (line) => console.error(line),
    heldLine = (count) => `${count} more failures were not logged in the last interval.`,
    writeHeld = write,
    now = Date.now,
  }: ErrorLogOptions = {}) {
    this.intervalMs = intervalMs;
    this.maxLines = maxLines;
    this.write = write;
    this.heldLine = heldLine;
    this.writeHeld = writeHeld;
    this.now = now;
  }

  /** Writes `message` unless `key` (a path) was written this interval or the interval is full. */
  report(key: string, message: string): void {
    const now = this.now();
    if (now - this.windowStart >= this.intervalMs) {
      if (this.held > 0) this.writeHeld(this.heldLine(this.held));
      this.windowStart = now;
      this.logged = new Set();
      this.held = 0;
    }
    if (this.logged.has(key) || this.logged.size >= this.maxLines) {
      this.held += 1;
      return;
    }
    this.logged.add(key);
    this.write(message.replace(/[\p{Cc}]/gu, " "));
  }
}
