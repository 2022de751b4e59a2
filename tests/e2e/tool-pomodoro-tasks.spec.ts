import type { Page } from "@playwright/test";
import { expect, islandsReady, test } from "./fixtures";
import { path, timer, tab, pauseButton, field, runSession } from "./pomodoro";

// The task list: adding, finishing and removing tasks, before and after its code arrives.
test.describe("tasks", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto(path);
  });

  test("tasks: added by button and Enter, blanks ignored, marked done and removed; everything persists", async ({
    page,
  }) => {
    const input = page.getByLabel("New task");
    const add = page.getByRole("button", { name: "Add", exact: true });
    const tasks = page.getByRole("region", { name: "Tasks" }).getByRole("listitem");

    await input.fill("Draft the Q3 report");
    await add.click();
    await input.fill("  Reply to Priya  ");
    await input.press("Enter");
    await expect(tasks).toHaveText([/^Draft the Q3 report/, /^Reply to Priya/]);
    await expect(input).toHaveValue("");

    await input.fill("   ");
    await input.press("Enter");
    await add.click();
    await expect(tasks).toHaveCount(2);

    await page.getByRole("checkbox", { name: "Reply to Priya" }).check();
    await page.getByRole("button", { name: "Remove task: Draft the Q3 report" }).click();
    await expect(tasks).toHaveText([/^Reply to Priya/]);
    await expect(page.getByRole("checkbox", { name: "Reply to Priya" })).toBeFocused();

    await page.getByRole("button", { name: "Settings" }).click();
    await field(page, "Pomodoro (minutes)").fill("30");
    await page.getByRole("checkbox", { name: "Start the next session automatically" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(timer(page)).toHaveText("30:00");

    await page.reload();
    await islandsReady(page);
    await expect(timer(page)).toHaveText("30:00");
    await expect(tasks).toHaveText([/^Reply to Priya/]);
    await expect(page.getByRole("checkbox", { name: "Reply to Priya" })).toBeChecked();

    // The saved auto-start runs the rest straight after the pomodoro.
    await runSession(page, "30:00");
    await expect(tab(page, "Rest")).toHaveAttribute("aria-selected", "true");
    await expect(pauseButton(page)).toBeVisible();
  });

  test("the empty task list says so, and again once its last task goes", async ({ page }) => {
    await islandsReady(page);
    const empty = page.getByText("No tasks yet");
    await expect(empty).toBeVisible();
    await page.getByLabel("New task").fill("Draft the Q3 report");
    await page.getByLabel("New task").press("Enter");
    await expect(empty).toBeHidden();
    await page.getByRole("button", { name: "Remove task: Draft the Q3 report" }).click();
    await expect(empty).toBeVisible();
  });
});

/** The task list is a chunk of its own, fetched while the timer hydrates (panels.tsx): holds it back until released. */
async function holdTaskList(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/panels\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const press of ["Enter", "Add"] as const) {
  test(`a task added by ${press} before the task list's code arrives is added once it does, nothing lost`, async ({
    page,
  }) => {
    const release = await holdTaskList(page);
    await page.goto(path);
    await page.getByLabel("New task").fill("Draft the Q3 report");
    if (press === "Enter") await page.getByLabel("New task").press("Enter");
    else await page.getByRole("button", { name: "Add", exact: true }).click();
    // Still on the page, with the words in the field: the press waits for the list.
    await expect(page.getByLabel("New task")).toHaveValue("Draft the Q3 report");
    expect(new URL(page.url()).search).toBe("");

    release();
    await expect(page.getByRole("checkbox", { name: "Draft the Q3 report" })).toBeVisible();
    await expect(page.getByLabel("New task")).toHaveValue("");
    await expect(page.getByRole("region", { name: "Tasks" }).getByRole("checkbox")).toHaveCount(1);
  });
}

test("two tasks entered before the task list's code arrives are both added, in order", async ({ page }) => {
  const release = await holdTaskList(page);
  await page.goto(path);
  for (const task of ["Draft the Q3 report", "Reply to Priya"]) {
    await page.getByLabel("New task").fill(task);
    await page.getByLabel("New task").press("Enter");
  }
  // Enter again on the same words: nothing seemed to happen, and it is still one task.
  await page.getByLabel("New task").press("Enter");

  release();
  const tasks = page.getByRole("region", { name: "Tasks" }).getByRole("checkbox");
  await expect(tasks).toHaveCount(2);
  await expect(tasks.first()).toHaveAccessibleName("Draft the Q3 report");
  await expect(tasks.last()).toHaveAccessibleName("Reply to Priya");
  await expect(page.getByLabel("New task")).toHaveValue("");
});

test("a task pasted as one long word, a web address say, wraps instead of widening the page", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByLabel("New task").fill(`https://example.com/${"a".repeat(180)}`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("button", { name: /^Work on/ }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    await expect(page.getByRole("button", { name: "Add", exact: true })).toBeInViewport();
  }
});
