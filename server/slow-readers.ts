/**
 * A floor for clients that read a response too slowly: a response still being sent that
 * moves fewer than `floorBytesPerSecond` for longer than `limitMs` is cut, so a crowd of
 * trickling readers cannot hold sockets and file handles for as long as they like. The
 * header, request and keep-alive limits are Node's own (server/start.ts); nothing of
 * Node's watches a response once it is being written.
 */
export interface SlowReaderOptions {
  floorBytesPerSecond: number;
  limitMs: number;
}

interface Watched {
  /** Bytes written by the last check. */
  bytes: number;
  /** When the response last met the floor. */
  metFloorAt: number;
  checkedAt: number;
}

export class SlowReaderWatch<T> {
  private readonly watched = new Map<T, Watched>();
  private readonly options: SlowReaderOptions;

  constructor(options: SlowReaderOptions) {
    this.options = options;
  }

  watch(item: T, bytes: number, now: number): void {
    this.watched.set(item, { bytes, metFloorAt: now, checkedAt: now });
  }

  forget(item: T): void {
    this.watched.delete(item);
  }

  get size(): number {
    return this.watched.size;
  }

  /** Checks every response against the floor; returns the ones to cut (and forgets them). */
  check(now: number, bytesOf: (item: T) => number): T[] {
    const cut: T[] = [];
    for (const [item, state] of this.watched) {
      const bytes = bytesOf(item);
      const seconds = (now - state.checkedAt) / 1000;
      if (bytes - state.bytes >= this.options.floorBytesPerSecond * seconds) state.metFloorAt = now;
      state.bytes = bytes;
      state.checkedAt = now;
      if (now - state.metFloorAt > this.options.limitMs) {
        cut.push(item);
        this.watched.delete(item);
      }
    }
    return cut;
  }
}
