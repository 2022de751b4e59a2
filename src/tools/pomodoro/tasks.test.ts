import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addTask,
  chooseCurrent,
  readEstimate,
  removeFinished,
  removeTask,
  setEstimate,
  toggleTask,
} from "./task-edits";
import { noteEntered } from "./early-task";
import {
  creditCurrentTask,
  maxTaskLength,
  maxTasks,
  parseStoredTasks,
  saveTasks,
  taskProgress,
  tasksStorageKey,
  type Task,
} from "./tasks";

afterEach(() => {
  vi.unstubAllGlobals();
});

const fresh = { estimate: null, pomodoros: 0, current: false };
const list: Task[] = [
  { id: "a", text: "Draft the Q3 report", done: false, ...fresh },
  { id: "b", text: "Reply to Priya", done: true, ...fresh },
];

describe("addTask", () => {
  it.each([
    ["Plan sprint", "Plan sprint"],
    ["   Review PR #42  ", "Review PR #42"],
  ])("adds '%s' as '%s', not done", (typed, text) => {
    expect(addTask(list, typed, "c")).toEqual([...list, { id: "c", text, done: false, ...fresh }]);
  });

  it.each(["", "   ", "\t\n"])("ignores blank text %j", (typed) => {
    expect(addTask(list, typed, "c")).toBeNull();
  });

  it("cuts very long text and refuses a full list", () => {
    expect(addTask([], "x".repeat(500), "c")![0]!.text).toHaveLength(maxTaskLength);
    const full = Array.from({ length: maxTasks }, (_, i) => ({ id: String(i), text: "t", done: false, ...fresh }));
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

describe("the current task and its estimate", () => {
  const working = chooseCurrent(list, "a");

  it("makes one open task current, and pressing it again leaves none", () => {
    expect(working.map((task) => task.current)).toEqual([true, false]);
    expect(chooseCurrent(working, "a").map((task) => task.current)).toEqual([false, false]);
    const other = chooseCurrent(addTask(working, "Plan sprint", "c")!, "c");
    expect(other.map((task) => task.current)).toEqual([false, false, true]);
  });

  it("never makes a finished task current, and checking off the current task leaves none", () => {
    expect(chooseCurrent(list, "b")).toEqual(list);
    expect(toggleTask(working, "a")[0]).toMatchObject({ done: true, current: false });
  });

  it("counts each completed pomodoro toward the current task only", () => {
    const twice = creditCurrentTask(creditCurrentTask(setEstimate(working, "a", 4)));
    expect(twice[0]).toMatchObject({ pomodoros: 2, estimate: 4 });
    expect(twice[1]!.pomodoros).toBe(0);
    expect(creditCurrentTask(list)).toEqual(list);
  });

  it.each([
    ["4", 4],
    [" 20 ", 20],
    ["1", 1],
    ["", null],
    ["0", undefined],
    ["21", undefined],
    ["2.5", undefined],
    ["-3", undefined],
    ["four", undefined],
  ])("reads the estimate %j as %j", (typed, estimate) => {
    expect(readEstimate(typed)).toBe(estimate);
  });

  it.each<[number | null, number, string]>([
    [4, 2, "2 of 4 pomodoros"],
    [1, 0, "0 of 1 pomodoro"],
    [3, 5, "5 of 3 pomodoros"],
    [null, 1, "1 pomodoro"],
    [null, 0, "0 pomodoros"],
  ])("with estimate %j and %i done reads %j", (estimate, pomodoros, text) => {
    expect(taskProgress({ ...list[0]!, estimate, pomodoros })).toBe(text);
  });

  it("removes the finished tasks together", () => {
    expect(removeFinished(list)).toEqual([list[0]]);
  });
});

describe("parseStoredTasks", () => {
  it("keeps valid tasks and drops malformed ones and repeated ids, and says so", () => {
    expect(
      parseStoredTasks([
        list[0],
        { id: "x", text: "   ", done: false },
        { id: "y", text: "No done flag" },
        { id: "z", text: "Estimate out of range", done: false, estimate: 21 },
        "just a string",
        null,
        { id: "a", text: "Same id again", done: false },
        list[1],
      ]),
    ).toEqual({ value: list, problem: true });
  });

  it("reads a list saved before estimates as tasks without one", () => {
    const old = [
      { id: "a", text: "Draft the Q3 report", done: false },
      { id: "b", text: "Reply to Priya", done: true },
    ];
    expect(parseStoredTasks(old)).toEqual({ value: list, problem: false });
  });

  it("keeps one current task at most", () => {
    const two = [
      { ...list[0], current: true },
      { id: "c", text: "Plan sprint", done: false, estimate: 2, pomodoros: 1, current: true },
    ];
    const { value, problem } = parseStoredTasks(two);
    expect(value.map((task) => task.current)).toEqual([true, false]);
    expect(problem).toBe(true);
  });

  it("reads nothing stored as no tasks, without a problem", () => {
    expect(parseStoredTasks(undefined)).toEqual({ value: [], problem: false });
  });

  it.each([null, {}, "tasks", 3])("reads %j as no tasks, and says so", (raw) => {
    expect(parseStoredTasks(raw)).toEqual({ value: [], problem: true });
  });

  it("never returns more than the limit, a blank task or two current ones, whatever was stored", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const tasks = parseStoredTasks(raw).value;
        expect(tasks.length).toBeLessThanOrEqual(maxTasks);
        expect(tasks.filter((task) => task.current).length).toBeLessThanOrEqual(1);
        for (const task of tasks) expect(task.text.trim()).not.toBe("");
      }),
    );
  });
});

describe("browser storage", () => {
  it("saves the list as it reads it back", () => {
    const data = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
      },
    });
    const saved = setEstimate(chooseCurrent(list, "a"), "a", 3);
    expect(saveTasks(saved)).toEqual({ ok: true });
    expect(parseStoredTasks(JSON.parse(data.get(tasksStorageKey)!))).toEqual({ value: saved, problem: false });
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
  });
});

describe("noteEntered (tasks pressed before the list arrives)", () => {
  it("keeps every task entered, in order, trimmed", () => {
    expect(noteEntered(noteEntered([], " Draft the Q3 report "), "Reply to Priya")).toEqual([
      "Draft the Q3 report",
      "Reply to Priya",
    ]);
  });

  it("adds nothing for blank words or a second press on the same words", () => {
    expect(noteEntered(["Reply to Priya"], "   ")).toEqual(["Reply to Priya"]);
    expect(noteEntered(["Reply to Priya"], "Reply to Priya ")).toEqual(["Reply to Priya"]);
  });

  it("never loses a task already noted", () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (presses) => {
        const queue = presses.reduce<string[]>(noteEntered, []);
        const entered = presses.map((words) => words.trim()).filter(Boolean);
        expect(queue.every((words) => entered.includes(words))).toBe(true);
        expect(new Set(queue)).toEqual(new Set(entered));
      }),
    );
  });
});
