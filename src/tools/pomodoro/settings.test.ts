import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSettings } from "./pomodoro";
import { draftFrom, validateDraft, type SettingsDraft } from "./settings-draft";
import { loadNotify, parseStoredSettings, saveNotify, saveSettings, settingsStorageKey } from "./settings";

/** A Map-backed localStorage on a stand-in window. */
function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  vi.stubGlobal("window", { localStorage: storage });
  return data;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const draft = (overrides: Partial<SettingsDraft> = {}): SettingsDraft => ({
  ...draftFrom(defaultSettings),
  ...overrides,
});

describe("validateDraft", () => {
  it("accepts the defaults and the edges of every limit", () => {
    expect(validateDraft(draft())).toEqual({ ok: true, settings: defaultSettings });
    expect(validateDraft(draft({ pomodoro: "1", rest: "30", longRest: "60", longRestEvery: "12" }))).toEqual({
      ok: true,
      settings: { pomodoro: 1, rest: 30, longRest: 60, longRestEvery: 12, autoStart: false },
    });
    expect(validateDraft(draft({ pomodoro: " 45 ", autoStart: true }))).toMatchObject({
      ok: true,
      settings: { pomodoro: 45, autoStart: true },
    });
  });

  it.each([
    { field: "pomodoro", typed: "0", message: "Pomodoro must be a whole number of minutes from 1 to 60." },
    { field: "pomodoro", typed: "61", message: "Pomodoro must be a whole number of minutes from 1 to 60." },
    { field: "rest", typed: "31", message: "Rest must be a whole number of minutes from 1 to 30." },
    { field: "rest", typed: "", message: "Rest must be a whole number of minutes from 1 to 30." },
    { field: "longRest", typed: "2.5", message: "Long rest must be a whole number of minutes from 1 to 60." },
    { field: "longRest", typed: "-5", message: "Long rest must be a whole number of minutes from 1 to 60." },
    { field: "longRest", typed: "1e1", message: "Long rest must be a whole number of minutes from 1 to 60." },
    {
      field: "longRestEvery",
      typed: "13",
      message: "Rounds per cycle must be a whole number from 1 to 12.",
    },
  ] as const)("rejects $field = '$typed'", ({ field, typed, message }) => {
    expect(validateDraft(draft({ [field]: typed }))).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("reports every bad field at once", () => {
    const result = validateDraft(draft({ pomodoro: "90", rest: "abc", longRest: "15" }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["pomodoro", "rest"]);
  });
});

describe("parseStoredSettings", () => {
  it("reads nothing stored as the defaults, without a problem", () => {
    expect(parseStoredSettings(undefined)).toEqual({ value: defaultSettings, problem: false });
  });

  it.each([
    ["a string", "20"],
    ["an array", [20, 5, 15]],
    ["null", null],
  ])("falls back to the defaults for %s, and says so", (_label, raw) => {
    expect(parseStoredSettings(raw)).toEqual({ value: defaultSettings, problem: true });
  });

  it("keeps valid fields and replaces each corrupt one with its default, and says so", () => {
    expect(
      parseStoredSettings({ pomodoro: 45, rest: 99, longRest: "15", longRestEvery: 3.5, autoStart: "yes" }),
    ).toEqual({ value: { pomodoro: 45, rest: 5, longRest: 15, longRestEvery: 4, autoStart: false }, problem: true });
    const good = { pomodoro: 25, rest: 10, longRest: 30, longRestEvery: 2, autoStart: true };
    expect(parseStoredSettings(good)).toEqual({ value: good, problem: false });
  });

  it("quietly fills a field an older save did not have", () => {
    expect(parseStoredSettings({ pomodoro: 25, rest: 10, longRest: 30 })).toEqual({
      value: { ...defaultSettings, pomodoro: 25, rest: 10, longRest: 30 },
      problem: false,
    });
  });

  it("always returns settings inside the limits, whatever was stored", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const settings = parseStoredSettings(raw).value;
        expect(validateDraft(draftFrom(settings)).ok).toBe(true);
      }),
    );
  });
});

describe("browser storage", () => {
  it("saves and loads settings", () => {
    const data = fakeStorage();
    const settings = { pomodoro: 30, rest: 6, longRest: 20, longRestEvery: 3, autoStart: true };
    expect(saveSettings(settings)).toEqual({ ok: true });
    expect(parseStoredSettings(JSON.parse(data.get(settingsStorageKey)!))).toEqual({ value: settings, problem: false });
  });

  it("works with no storage at all", () => {
    expect(saveSettings(defaultSettings)).toEqual({ ok: false, reason: "unavailable" });
    expect(loadNotify()).toBe(false);
  });

  it("remembers whether to notify, and treats anything but true as no", () => {
    fakeStorage();
    expect(loadNotify()).toBe(false);
    saveNotify(true);
    expect(loadNotify()).toBe(true);
    saveNotify(false);
    expect(loadNotify()).toBe(false);
  });
});
