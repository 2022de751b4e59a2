import { describe, expect, it } from "vitest";
import { SlowReaderWatch } from "./slow-readers";

describe("SlowReaderWatch", () => {
  const options = { floorBytesPerSecond: 1024, limitMs: 15_000 };

  it("cuts a response that stays under the floor for longer than the limit, and only then", () => {
    const watch = new SlowReaderWatch<string>(options);
    let bytes = 0;
    watch.watch("trickle", bytes, 0);
    for (let second = 1; second <= 15; second += 1) {
      bytes += 100;
      expect(
        watch.check(second * 1000, () => bytes),
        `second ${second}`,
      ).toEqual([]);
    }
    bytes += 100;
    expect(watch.check(16_000, () => bytes)).toEqual(["trickle"]);
    expect(watch.size).toBe(0);
  });

  it("keeps a reader that meets the floor, even after slow spells", () => {
    const watch = new SlowReaderWatch<string>(options);
    let bytes = 0;
    watch.watch("phone", bytes, 0);
    for (let second = 1; second <= 60; second += 1) {
      // 10 s stalled, then a burst: every spell under the floor is shorter than the limit.
      bytes += second % 10 === 0 ? 64_000 : 0;
      expect(watch.check(second * 1000, () => bytes)).toEqual([]);
    }
  });

  it("forgets a response once it is done", () => {
    const watch = new SlowReaderWatch<string>(options);
    watch.watch("done", 0, 0);
    watch.forget("done");
    expect(watch.check(60_000, () => 0)).toEqual([]);
  });
});
