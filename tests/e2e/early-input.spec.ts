import type { Page } from "@playwright/test";
import { captchaStub } from "./captcha-stub";
import { countReactRoots, expect, islandsReady, test } from "./fixtures";

/**
 * What a visitor types, picks or ticks before an island has hydrated (a slow phone) is the
 * tool's from then on: it counts, is sent, and survives the next render
 * (components/ui/early-input.ts). Each test holds the page's scripts back, fills the server's
 * HTML, then lets the scripts load.
 */

/** Opens `path` with every script held until the returned function is called. */
async function openHeld(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.addInitScript(countReactRoots);
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold the document's load events back, so wait for the form itself.
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.locator("astro-island[ssr]").first()).toBeAttached();
  return async () => {
    release();
    await islandsReady(page);
  };
}

// Fresh pages: the shared fixture's page waits for hydration on every goto.
test.describe("typed before hydration", () => {
  test("the working hours calculator counts the times and break typed early", async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    const hydrate = await openHeld(page, "/working-hours-calculator");
    await page.getByLabel("Start time").fill("09:00");
    await page.getByLabel("End time").fill("17:00");
    await page.getByRole("spinbutton", { name: "Break (minutes)" }).fill("30");
    await hydrate();
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Total hours" })).toContainText("Total hours7.50");
    await page.close();
  });

  test("the contact form keeps and sends a name and message typed early", async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    await page.route("https://js.hcaptcha.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: captchaStub }),
    );
    let body = "";
    await page.route("https://api.web3forms.com/submit", async (route) => {
      body = route.request().postData() ?? "";
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true,"message":"ok"}' });
    });
    const hydrate = await openHeld(page, "/contact");
    await page.getByLabel("Name").fill("Asha Verma");
    await page.getByLabel("Message").fill("We are 40 people and want a demo of leave approvals.");
    await hydrate();
    // Typing in another field renders the form again: what was typed early stays.
    await page.getByLabel("Email").fill("asha@example.com");
    await expect(page.getByLabel("Message")).toHaveValue("We are 40 people and want a demo of leave approvals.");
    await page.getByRole("button", { name: "Solve test captcha" }).click();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").getByText("Form Submitted Successfully")).toBeVisible();
    const field = (name: string) => body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`))?.[1];
    expect(field("name")).toBe("Asha Verma");
    expect(field("message")).toBe("We are 40 people and want a demo of leave approvals.");
    await page.close();
  });

  test("the pomodoro keeps a task typed and entered before hydration, to add with one press", async ({
    browser,
    baseURL,
  }) => {
    const page = await browser.newPage({ baseURL });
    const hydrate = await openHeld(page, "/pomodoro-timer");
    const field = page.getByLabel("New task");
    await field.fill("Draft the Q3 report");
    // Enter before any script has run: the form goes nowhere and the words stay.
    await field.press("Enter");
    await hydrate();
    await expect(field).toHaveValue("Draft the Q3 report");
    expect(new URL(page.url()).search).toBe("");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Draft the Q3 report" })).toBeVisible();
    await expect(field).toHaveValue("");
    await page.close();
  });

  test("the timesheet takes a rounding choice and a ticked box from before hydration", async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    const hydrate = await openHeld(page, "/timesheet-generator");
    await page.getByLabel("Monday from").fill("09:00");
    await page.getByLabel("Monday to").fill("17:05");
    await page.getByLabel("Round time").selectOption("15");
    await page.getByLabel("Deduct a meal break when none was entered").check();
    await hydrate();
    // The meal rule counts and rounding too: 8 h 05 min less the 30-minute meal, to the nearest 15 minutes.
    await expect(page.getByLabel("Deduct a meal break when none was entered")).toBeChecked();
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Total hours7.50");
    await page.close();
  });
});
