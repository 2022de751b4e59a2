import { test as unsettled } from "@playwright/test";
import { expect, test } from "./fixtures";

const logMessage = "404 Error: User attempted to access non-existent route: ";

test("an unknown path answers 404 with the not-found page", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("404");
  expect(html).toContain("Oops! Page not found");
  expect(html).toContain('name="robots" content="noindex"');
});

test("the not-found page logs the missing path and leads home", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => errors.push(message.text()));
  const response = await page.goto("/teams/unknown-thing?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  // Logged once: at load, by the page; the app, now running, does not log it again.
  expect(errors.filter((text) => text === `${logMessage}/teams/unknown-thing`)).toHaveLength(1);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Keep work moving" })).toBeVisible();
});

test("the not-found page works at any unknown URL, its menus included", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/definitely/missing");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("button", { name: "Features" }).click();
  await expect(page.getByRole("link", { name: /Time Tracking/ }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

unsettled("the missing path is logged to the console", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => errors.push(message.text()));
  await page.goto("/nothing/here");
  await page.waitForLoadState("networkidle");
  expect(errors).toContain(`${logMessage}/nothing/here`);
});
