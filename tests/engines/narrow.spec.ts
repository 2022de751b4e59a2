import { tools } from "../../src/tools/registry";
import { expect, test } from "./fixtures";
import { billingChoiceTops, controlsCut, pomodoroButtonsOutside } from "./in-page";

/*
 * What was fixed for these engines at 320 px (docs/product.md#layout), kept fixed: Firefox
 * spaced a time field's "10 : 00 PM" wider than half a timesheet row; each engine left its
 * own room for a select's native arrow, cutting long options; the billing switch wrapped;
 * the running pomodoro's buttons reached out of their panel.
 */

test.beforeEach(async ({ visitor }) => {
  await visitor.setViewport(320, 900);
});

test("at 320 px every select, time field and placeholder shows whole", async ({ visitor }) => {
  test.setTimeout(120_000);
  const faults: string[] = [];
  for (const path of [...tools.map((tool) => tool.path), "/contact"]) {
    await visitor.goto(path);
    // The overtime rule's select shows once hours are entered per day.
    if (path === "/overtime-calculator") await visitor.press("radio", "Hours worked per day");
    if (path === "/timesheet-generator") {
      // The pay settings (with Overtime type) show once asked for; a night shift shows 10:00 PM.
      await visitor.press("checkbox", "Include payment information");
      await visitor.find("field", "Overtime type");
      await visitor.fill("Monday from", "22:00");
      await visitor.fill("Monday to", "06:00");
    }
    for (const fault of await visitor.evaluate(controlsCut)) faults.push(`${path}: ${fault}`);
  }
  expect(faults).toEqual([]);
});

test("at 320 px the billing switch keeps both choices on one line", async ({ visitor }) => {
  for (const path of ["/pricing", "/"]) {
    await visitor.goto(path);
    expect(await visitor.evaluate(billingChoiceTops), path).toHaveLength(1);
  }
});

test("at 320 px the running pomodoro's buttons stay inside the timer's panel", async ({ visitor }) => {
  await visitor.goto("/pomodoro-timer");
  await visitor.press("button", "Start");
  await visitor.find("button", "Pause");
  expect(await visitor.evaluate(pomodoroButtonsOutside)).toEqual([]);
});
