import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addTask,
  loadTasks,
  maxTaskLength,
  maxTasks,
  parseStoredTasks,
  removeTask,
  saveTasks,
  tasksStorageKey,
  toggleTask,
  type Task,
} from "./tasks";

afterEach(() => {
  vi.unstubAllGlobals();
});

const list: Task[] = [
  { id: "a", text: "Draft the Q3 report", done: false },
  { id: "b", text: "Reply to Priya", done: true },
];

describe("addTask", () => {
  it.each([
    ["Plan sprint", "Plan sprint"],
    ["   Review PR #42  ", "Review PR #42"],
  ])("adds '%s' as '%s', not done", (typed, text) => {
    expect(addTask(list, typed, "c")).toEqual([...list, { id: "c", text, done: false }]);
  });

  it.each(["", "   ", "\t\n"])("ignores blank text %j", (typed) => {
    expect(addTask(list, typed, "c")).toBeNull();
  });

  it("cuts very long text and refuses a full list", () => {
    expect(addTask([], "x".repeat(500), "c")![0]!.text).toHaveLength(maxTaskLength);
    const full = Array.from({ length: maxTasks }, (_, i) => ({ id: String(i), text: "t", done: false }));
    expect(addTask(full, "one more", "c")).toBeNull();
  });
});

describe("toggleTask and removeTask", () => {
  it("marks one task done or not done", () => {
    expect(toggleTask(list, "a")[0]!.done).toBe(true);
    expect(toggleTask(list, "b")[1]!.done).toBe(false);
    expect(toggleTask(list, "zzz")).toEqual(list);
  });

  it("removes one task", () => {
    expect(removeTask(list, "a")).toEqual([list[1]]);
    expect(removeTask(list, "zzz")).toEqual(list);
  });
});

describe("parseStoredTasks", () => {
  it("keeps valid tasks and drops malformed ones and repeated ids", () => {
    expect(
      parseStoredTasks([
        list[0],
        { id: "x", text: "   ", done: false },
        { id: "y", text: "No done flag" },
        "just a string",
        null,
        { id: "a", text: "Same id again", done: false },
        list[1],
      ]),
    ).toEqual(list);
  });

  it.each([undefined, null, {}, "tasks", 3])("reads %j as no tasks", (raw) => {
    expect(parseStoredTasks(raw)).toEqual([]);
  });

  it("never returns more than the limit or a blank task, whatever was stored", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const tasks = parseStoredTasks(raw);
        expect(tasks.length).toBeLessThanOrEqual(maxTasks);
        for (const task of tasks) expect(task.text.trim()).not.toBe("");
      }),
    );
  });
});

describe("browser storage", () => {
  it("saves and loads the list", () => {
    const data = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
      },
    });
    expect(saveTasks(list)).toEqual({ ok: true });
    expect(data.has(tasksStorageKey)).toBe(true);
    expect(loadTasks()).toEqual(list);
  });

  it("reports a full store without throwing", () => {
    vi.stubGlobal("window", {
      localStorage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException("full", "QuotaExceededError");
        },
      },
    });
    expect(saveTasks(list)).toEqual({ ok: false, reason: "full" });
    expect(loadTasks()).toEqual([]);
  });
});
