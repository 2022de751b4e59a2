import { describe, expect, it } from "vitest";
import { parseStoredHistory } from "./history";
import { readSaved, setAsideNotice } from "./saved-data";
import { parseStoredSettings } from "./settings";
import { defaultSettings } from "./pomodoro";

function memoryStore(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const key = "tallyday.pomodoro.history";

describe("readSaved", () => {
  it("reads a good save as it is and writes nothing", () => {
    const saved = JSON.stringify([{ day: "2026-11-25", pomodoros: 2, minutes: 40 }]);
    const store = memoryStore({ [key]: saved });
    expect(readSaved(store, key, parseStoredHistory)).toEqual({
      value: [{ day: "2026-11-25", pomodoros: 2, minutes: 40 }],
      setAside: false,
    });
    expect([...store.data.keys()]).toEqual([key]);
  });

  it("reads nothing saved, or storage that is blocked, as a fresh start", () => {
    expect(readSaved(memoryStore(), key, parseStoredHistory)).toEqual({ value: [], setAside: false });
    expect(readSaved(null, key, parseStoredHistory)).toEqual({ value: [], setAside: false });
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => undefined,
    };
    expect(readSaved(blocked, key, parseStoredHistory)).toEqual({ value: [], setAside: false });
  });

  it.each([
    ["text that is not JSON", "[{day: 2026"],
    ["JSON of the wrong shape", '{"2026-11-25": 3}'],
  ])("sets aside %s and starts fresh", (_, text) => {
    const store = memoryStore({ [key]: text });
    expect(readSaved(store, key, parseStoredHistory)).toEqual({ value: [], setAside: true });
    expect(store.data.get(`${key}.set-aside`)).toBe(text);
    expect(store.data.get(key)).toBe("[]");
    // Read again, the save is clean: the notice shows once.
    expect(readSaved(store, key, parseStoredHistory).setAside).toBe(false);
  });

  it("keeps what it can read of a part with bad entries", () => {
    const text = JSON.stringify({ pomodoro: 25, rest: "five" });
    const store = memoryStore({ "tallyday.pomodoro.settings": text });
    expect(readSaved(store, "tallyday.pomodoro.settings", parseStoredSettings)).toEqual({
      value: { ...defaultSettings, pomodoro: 25 },
      setAside: true,
    });
    expect(store.data.get("tallyday.pomodoro.settings.set-aside")).toBe(text);
  });

  it("still answers when the store is full", () => {
    const store = {
      getItem: () => "not json",
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(readSaved(store, key, parseStoredHistory)).toEqual({ value: [], setAside: true });
  });
});

describe("setAsideNotice", () => {
  it.each([
    [[], null],
    [["history"], "Some saved history could not be read and was set aside; the timer works as usual."],
    [
      ["settings", "tasks"],
      "Some saved settings and tasks could not be read and were set aside; the timer works as usual.",
    ],
    [
      ["settings", "tasks", "history"],
      "Some saved settings, tasks and history could not be read and were set aside; the timer works as usual.",
    ],
  ] as const)("for %j says %j", (parts, notice) => {
    expect(setAsideNotice(parts)).toBe(notice);
  });
});
