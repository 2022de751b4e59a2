/**
 * The timesheet's reducer (docs/product.md#timesheet-generator): edits to the
 * sheet in view, the period's fields shared by every sheet, and a team's
 * employees added, chosen, removed and brought back.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxEmployees } from "./saved-values";
import { emptyTimesheetForm } from "./timesheet";
import { addEmployee, employeeName, removeEmployee, undoRemove } from "./team-state";
import { openingState, timesheetReducer, type TimesheetAction, type TimesheetState } from "./timesheet-state";

const start = () => openingState(null, null);
const run = (actions: TimesheetAction[], from: TimesheetState = start()) => actions.reduce(timesheetReducer, from);
const monday = { type: "entry", index: 0, changes: { from: "09:00", to: "17:00" } } as const;

describe("the sheet in view", () => {
  it("edits a day, copies the first row to the period and clears a day", () => {
    const state = run([monday, { type: "copyFirstRow" }, { type: "clearDay", index: 2 }]);
    const entries = state.sheets[0]!.entries;
    expect(entries.map((entry) => entry.from)).toEqual(["09:00", "09:00", "", "09:00", "09:00", "09:00", "09:00"]);
  });

  it("asks for the first row before copying it", () => {
    expect(run([{ type: "copyFirstRow" }]).notice).toMatch(/^Fill in Monday's From and To first/);
  });

  it("keeps days past a shorter period, so going back loses nothing typed", () => {
    const state = run([
      { type: "period", period: 2 },
      { type: "entry", index: 9, changes: { from: "22:00" } },
      { type: "period", period: 1 },
      { type: "period", period: 2 },
    ]);
    expect(state.sheets[0]!.entries[9]!.from).toBe("22:00");
  });
});

describe("a team's period", () => {
  it("adds an employee with the settings of the sheet in view and none of its times or its name", () => {
    const state = run([
      monday,
      { type: "edit", changes: { roundTime: "punch6", includePayment: true } },
      { type: "edit", changes: { details: { start: "2026-11-16", employee: "Jo Smith", approver: "Sam Lee" } } },
      { type: "edit", changes: { meal: { on: true, minutes: "30", afterHours: "6" } } },
      { type: "apply", change: addEmployee },
    ]);
    expect(state.current).toBe(1);
    const added = state.sheets[1]!;
    expect(added).toMatchObject({ roundTime: "punch6", includePayment: true, meal: { on: true, afterHours: "6" } });
    expect(added.details).toEqual({ start: "2026-11-16", employee: "", approver: "Sam Lee" });
    expect(added.entries.every((entry) => !entry.from)).toBe(true);
    expect(employeeName(added, 1)).toBe("Employee 2");
  });

  it("shares the period's length, dates, approver, header and notes; each keeps its own times, rounding and name", () => {
    const state = run([
      { type: "apply", change: addEmployee },
      { type: "edit", changes: { details: { start: "2026-11-16", employee: "Ana", approver: "Sam" } } },
      { type: "period", period: 2 },
      { type: "edit", changes: { header: "Warehouse", roundTime: "15" } },
      { type: "entry", index: 8, changes: { from: "22:00", to: "06:00" } },
    ]);
    const [first, second] = state.sheets;
    expect(first).toMatchObject({ period: 2, header: "Warehouse", roundTime: "none" });
    expect(first!.details).toEqual({ start: "2026-11-16", employee: "", approver: "Sam" });
    expect(first!.entries).toHaveLength(14);
    expect(first!.entries[8]!.from).toBe("");
    expect(second).toMatchObject({ period: 2, roundTime: "15" });
    expect(second!.entries[8]!.from).toBe("22:00");
  });

  it("removes the employee in view and brings them back with Undo", () => {
    const named = (name: string) =>
      ({ type: "edit", changes: { details: { start: "", employee: name, approver: "" } } }) as const;
    let state = run([
      named("Ana"),
      { type: "apply", change: addEmployee },
      named("Ben"),
      { type: "apply", change: addEmployee },
      named("Cy"),
    ]);
    state = run(
      [
        { type: "selectEmployee", index: 1 },
        { type: "apply", change: removeEmployee },
      ],
      state,
    );
    expect(state.sheets.map(employeeName)).toEqual(["Ana", "Cy"]);
    expect(state.current).toBe(0);
    state = timesheetReducer(state, { type: "apply", change: undoRemove });
    expect(state.sheets.map(employeeName)).toEqual(["Ana", "Ben", "Cy"]);
    expect(state.current).toBe(1);
    expect(state.removed).toBeNull();
  });

  it("never removes the last sheet", () => {
    const state = run([{ type: "apply", change: removeEmployee }]);
    expect(state.sheets).toHaveLength(1);
  });

  it(`holds up to ${maxEmployees} employees, then says so and changes nothing`, () => {
    const full = run(Array.from({ length: 60 }, (): TimesheetAction => ({ type: "apply", change: addEmployee })));
    expect(full.sheets).toHaveLength(maxEmployees);
    expect(full.notice).toBe(
      `A period holds up to ${maxEmployees} employees. Download or print this period's report, then remove an employee to add another.`,
    );
  });

  it("clears only the sheet in view when there are several, keeping its name and the period's fields", () => {
    const state = run([
      { type: "edit", changes: { header: "Warehouse" } },
      monday,
      { type: "apply", change: addEmployee },
      { type: "edit", changes: { details: { start: "", employee: "Ben", approver: "" }, roundTime: "15" } },
      { type: "entry", index: 3, changes: { from: "10:00", to: "12:00" } },
      { type: "clearAll" },
    ]);
    expect(state.sheets[1]).toMatchObject({ header: "Warehouse", roundTime: "none" });
    expect(state.sheets[1]!.details.employee).toBe("Ben");
    expect(state.sheets[1]!.entries[3]!.from).toBe("");
    expect(state.sheets[0]!.entries[0]!.from).toBe("09:00");
  });

  it("clears a single sheet to a first visit's", () => {
    const state = run([
      monday,
      { type: "edit", changes: { header: "Jo", includePayment: true } },
      { type: "clearAll" },
    ]);
    expect(state.sheets).toEqual([emptyTimesheetForm()]);
  });
});

describe("properties", () => {
  const action = fc.oneof(
    fc.constant<TimesheetAction>({ type: "apply", change: addEmployee }),
    fc.constant<TimesheetAction>({ type: "apply", change: removeEmployee }),
    fc.constant<TimesheetAction>({ type: "apply", change: undoRemove }),
    fc.constant<TimesheetAction>({ type: "clearAll" }),
    fc.constantFrom(1, 2, 4).map((period): TimesheetAction => ({ type: "period", period: period as 1 | 2 | 4 })),
    fc.integer({ min: 0, max: 30 }).map((index): TimesheetAction => ({ type: "selectEmployee", index })),
    fc.string({ maxLength: 5 }).map((header): TimesheetAction => ({ type: "edit", changes: { header } })),
  );

  it("every sheet always shares the period's fields, and one is always in view", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const state = actions.reduce((current, each) => {
          // The list only offers the employees there are.
          if (each.type === "selectEmployee" && each.index >= current.sheets.length) return current;
          return timesheetReducer(current, each);
        }, start());
        expect(state.sheets.length).toBeGreaterThanOrEqual(1);
        expect(state.sheets.length).toBeLessThanOrEqual(maxEmployees);
        expect(state.current).toBeLessThan(state.sheets.length);
        const first = state.sheets[0]!;
        for (const sheet of state.sheets) {
          expect([sheet.period, sheet.header]).toEqual([first.period, first.header]);
          expect(sheet.entries.length).toBeGreaterThanOrEqual(sheet.period * 7);
        }
      }),
    );
  });
});
