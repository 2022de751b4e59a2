import { expect, test } from "./fixtures";
import { liveTexts, textAt, writtenPdfHead } from "./in-page";
import type { Visitor } from "./visitor";

/*
 * One calculation in each tool, on a phone, as the Chromium suite checks it in full
 * (tests/e2e/tool-*.spec.ts): the engine renders the island, takes the input and shows the answer.
 */

test.beforeEach(async ({ visitor }) => {
  await visitor.setViewport(390, 844);
});

/** What the page's live regions say now, as one line. */
const said = async (visitor: Visitor) => (await visitor.evaluate(liveTexts)).join(" | ");

test("military time: Convert turns 1:05 PM into 1305", async ({ visitor }) => {
  await visitor.goto("/military-time-converter");
  await visitor.fill("Hour", "1");
  await visitor.fill("Minute", "05");
  await visitor.fill("AM/PM", "PM");
  await visitor.press("button", "Convert to military time");
  await expect.poll(() => said(visitor)).toContain("13:05");
  expect(await said(visitor)).toContain("1305");
  await expect.poll(() => visitor.evaluate(() => location.search)).toBe("?h=1&m=05&p=PM");
});

test("military time: Enter in the field converts 1305 into 1:05 PM", async ({ visitor }) => {
  await visitor.goto("/military-time-converter");
  await visitor.fill("Military time", "1305");
  await visitor.key("Enter");
  await expect.poll(() => said(visitor)).toContain("1:05 PM");
  expect(await visitor.evaluate(() => location.pathname)).toBe("/military-time-converter");
});

test("overtime: Calculate totals a week with overtime and double time", async ({ visitor }) => {
  await visitor.goto("/overtime-calculator");
  await visitor.fill("Monday regular hours", "8");
  await visitor.fill("Monday overtime hours", "2");
  await visitor.fill("Monday double-time hours", "1");
  await visitor.fill("Friday regular hours", "8");
  await visitor.press("button", "Calculate");
  await expect.poll(() => said(visitor)).toContain("Total pay for the week$525.00");
  expect(await said(visitor)).toContain("Overtime (1.5x)$75.00");
});

test("overtime: the PDF writer runs in this engine's worker", async ({ visitor }) => {
  await visitor.goto("/overtime-calculator?mon=8");
  expect(await visitor.waitFor(writtenPdfHead, [], "the PDF writer's answer")).toBe("%PDF-");
});

test("working hours: Add Time Block, then Calculate adds up a split shift", async ({ visitor }) => {
  await visitor.goto("/working-hours-calculator");
  await visitor.fill("Start time", "09:00", { group: "Block 1" });
  await visitor.fill("End time", "12:30", { group: "Block 1" });
  await visitor.press("button", "Add Time Block");
  await visitor.fill("Start time", "13:00", { group: "Block 2" });
  await visitor.fill("End time", "17:30", { group: "Block 2" });
  await visitor.fill("Break (minutes)", "30", { group: "Block 2" });
  await visitor.press("button", "Calculate");
  await expect.poll(() => said(visitor)).toContain("7.50");
  expect(await said(visitor)).toContain("7:30");
});

test("timesheet: Calculate totals the days filled in", async ({ visitor }) => {
  await visitor.goto("/timesheet-generator");
  await visitor.fill("Monday from", "09:00");
  await visitor.fill("Monday to", "17:00");
  await visitor.fill("Monday break (minutes)", "30");
  await visitor.fill("Tuesday from", "22:00");
  await visitor.fill("Tuesday to", "06:00");
  await visitor.press("button", "Calculate");
  await expect.poll(() => said(visitor)).toContain("Total hours15.50");
});

test("pomodoro: Start counts down, Pause holds the time", async ({ visitor }) => {
  await visitor.goto("/pomodoro-timer");
  const timer = () => visitor.evaluate(textAt, "[role=timer]");
  const title = () => visitor.evaluate(() => document.title);
  const first = await timer();
  expect(first).toMatch(/^\d\d:\d\d$/);
  await visitor.press("button", "Start");
  await expect.poll(timer).not.toBe(first);
  await expect.poll(title).toMatch(/^\d\d:\d\d · Pomodoro \|/);
  await visitor.press("button", "Pause");
  await visitor.find("button", "Start");
  await expect.poll(title).toBe("Pomodoro timer | Tallyday");
  // Paused, not reset to the session's length.
  expect(await timer()).not.toBe(first);
});
