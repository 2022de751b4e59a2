import type { Locator, Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { captchaStub } from "./captcha-stub";
import { signUpUrl } from "./site";

const relay = "https://api.web3forms.com/submit";

async function stubCaptcha(page: Page) {
  await page.route("https://js.hcaptcha.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: captchaStub }),
  );
}

async function fillForm(page: Page) {
  await page.getByLabel("Name").fill("Asha Verma");
  await page.getByLabel("Email").fill("asha@example.com");
  await page.getByLabel("Message").fill("We are 40 people in Pune and want a demo of leave approvals.");
}

async function expectFieldsKept(page: Page) {
  await expect(page.getByLabel("Name")).toHaveValue("Asha Verma");
  await expect(page.getByLabel("Email")).toHaveValue("asha@example.com");
  await expect(page.getByLabel("Message")).toHaveValue("We are 40 people in Pune and want a demo of leave approvals.");
}

/** The text colour as RGB, whatever colour space the stylesheet used. */
async function colourOf(locator: Locator): Promise<"red" | "green" | "blue" | "other"> {
  const [r, g, b] = await locator.evaluate((element) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  if (r! > g! + 40 && r! > b! + 40) return "red";
  if (g! > r! + 40 && g! > b! + 10) return "green";
  if (b! > r! + 40 && b! > g! + 40) return "blue";
  return "other";
}

const status = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await stubCaptcha(page);
    await page.goto("/contact");
  });

  test("without the captcha it asks for it and sends nothing", async ({ page }) => {
    const sent: Request[] = [];
    await page.route(relay, (route) => {
      sent.push(route.request());
      return route.abort();
    });
    await fillForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toHaveText("Please complete the captcha verification");
    expect(sent).toHaveLength(0);
    await expectFieldsKept(page);
  });

  test("the press shows Sending before the message leaves: the request waits for that frame", async ({ page }) => {
    // What the status said when the page called fetch, recorded in the page itself.
    await page.evaluate(() => {
      const send = window.fetch.bind(window);
      window.fetch = (...args: Parameters<typeof fetch>) => {
        document.documentElement.dataset["statusAtSend"] = document.querySelector("[role=status]")?.textContent ?? "";
        return send(...args);
      };
    });
    await page.route(relay, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true,"message":"Email sent"}' }),
    );
    await fillForm(page);
    await page.getByRole("button", { name: "Solve test captcha" }).click();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(status(page).getByText("Form Submitted Successfully")).toBeVisible();
    expect(await page.locator("html").getAttribute("data-status-at-send")).toMatch(/^Sending/);
  });

  test("a successful send posts the five fields, confirms in green and clears the form", async ({ page }) => {
    let body = "";
    let contentType = "";
    await page.route(relay, async (route) => {
      body = route.request().postData() ?? "";
      contentType = route.request().headers()["content-type"] ?? "";
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"success":true,"message":"Email sent"}',
      });
    });
    await fillForm(page);
    await page.getByRole("button", { name: "Solve test captcha" }).click();
    await page.getByRole("button", { name: "Send Message" }).click();
    const done = status(page).getByText("Form Submitted Successfully");
    await expect(done).toBeVisible();
    expect(await colourOf(done)).toBe("green");
    expect(contentType).toContain("multipart/form-data");
    const field = (name: string) => body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`))?.[1];
    expect(field("name")).toBe("Asha Verma");
    expect(field("email")).toBe("asha@example.com");
    expect(field("message")).toBe("We are 40 people in Pune and want a demo of leave approvals.");
    expect(field("access_key")).toBe("e2e-test-access-key");
    expect(field("h-captcha-response")).toBe("test-captcha-token");
    expect(field("botcheck")).toBeUndefined();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    expect(
      await page.evaluate(() => (window as unknown as { __captchaResets?: number }).__captchaResets),
    ).toBeGreaterThan(0);
  });

  test("a relay failure shows its message in red, keeps the fields, resets the captcha and logs it", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const bodies: string[] = [];
    await page.route(relay, (route) => {
      bodies.push(route.request().postData() ?? "");
      return route.fulfill({
        status: 400,
        contentType: "application/json",
        body: '{"success":false,"message":"Invalid access key. Please check your key."}',
      });
    });
    await fillForm(page);
    await page.getByRole("button", { name: "Solve test captcha" }).click();
    await page.getByRole("button", { name: "Send Message" }).click();
    const failure = status(page).getByText("Invalid access key. Please check your key.");
    await expect(failure).toBeVisible();
    expect(await colourOf(failure)).toBe("red");
    await expect(status(page)).toContainText("hello@tallyday.app");
    await expectFieldsKept(page);
    expect(errors.join("\n")).toContain("Invalid access key");
    // The token was cleared: sending again without solving asks for the captcha.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toHaveText("Please complete the captcha verification");
    expect(bodies).toHaveLength(1);
  });

  test("a network failure keeps everything and says what to do", async ({ page }) => {
    await page.route(relay, (route) => route.abort("internetdisconnected"));
    await fillForm(page);
    await page.getByRole("button", { name: "Solve test captcha" }).click();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toContainText("could not reach the form service");
    await expect(status(page)).toContainText("hello@tallyday.app");
    await expectFieldsKept(page);
  });

  test("an answer that is not JSON keeps everything", async ({ page }) => {
    await page.route(relay, (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await fillForm(page);
    await page.getByRole("button", { name: "Solve test captcha" }).click();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toContainText("HTTP 502");
    await expectFieldsKept(page);
  });

  test("no answer within 15 seconds is a timeout, and the fields stay", async ({ page }) => {
    await page.route(relay, () => {
      // Never answer.
    });
    // The test clock, so the 15 seconds pass when the test says.
    await page.clock.install();
    await page.goto("/contact");
    await fillForm(page);
    await page.getByRole("button", { name: "Solve test captcha" }).click();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toHaveText("Sending....");
    expect(await colourOf(status(page).getByText("Sending...."))).toBe("blue");
    await page.clock.runFor(14_000);
    await expect(status(page)).toHaveText("Sending....");
    await page.clock.runFor(1_000);
    await expect(status(page)).toContainText("did not answer within 15 seconds");
    await expectFieldsKept(page);
  });

  test("an expired captcha clears its token", async ({ page }) => {
    const sent: Request[] = [];
    await page.route(relay, (route) => {
      sent.push(route.request());
      return route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true,"message":"ok"}' });
    });
    await fillForm(page);
    await page.getByRole("button", { name: "Solve test captcha" }).click();
    await page.getByRole("button", { name: "Expire test captcha" }).click();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toHaveText("Please complete the captcha verification");
    expect(sent).toHaveLength(0);
  });

  test("a double click sends once", async ({ page }) => {
    let requests = 0;
    await page.route(relay, async (route) => {
      requests += 1;
      await new Promise((done) => setTimeout(done, 600));
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true,"message":"ok"}' });
    });
    await fillForm(page);
    await page.getByRole("button", { name: "Solve test captcha" }).click();
    await page.getByRole("button", { name: "Send Message" }).dblclick();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
    await expect(status(page)).toHaveText("Form Submitted Successfully");
    expect(requests).toBe(1);
  });

  test("sending keeps the keyboard's focus on the button", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(relay, async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true,"message":"ok"}' });
    });
    await fillForm(page);
    await page.getByRole("button", { name: "Solve test captcha" }).click();
    const send = page.getByRole("button", { name: "Send Message" });
    await send.focus();
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText("Sending....");
    await expect(send).toBeDisabled();
    await expect(send).toBeFocused();
    release();
    await expect(status(page)).toHaveText("Form Submitted Successfully");
    await expect(send).toBeFocused();
  });

  test("when the captcha script cannot load, it is tried three times and the page offers the e-mail", async ({
    page,
  }) => {
    await page.unrouteAll();
    let attempts = 0;
    await page.route("https://js.hcaptcha.com/**", (route) => {
      attempts += 1;
      return route.abort("connectionrefused");
    });
    await page.goto("/contact");
    await fillForm(page);
    await expect(status(page)).toContainText("The captcha could not load", { timeout: 15_000 });
    expect(attempts).toBe(3);

    // Send says nothing new: no ask for the captcha that could not load, one message only.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("The captcha could not load")).toHaveCount(1);
    await expect(page.getByText("Please complete the captcha verification")).toHaveCount(0);
    await expectFieldsKept(page);

    // The e-mail route carries what was typed.
    const mailto = new URL(
      (await status(page).getByRole("link", { name: "Send it from your e-mail app" }).getAttribute("href"))!,
    );
    expect(mailto.pathname).toBe("hello@tallyday.app");
    expect(mailto.searchParams.get("body")).toContain("We are 40 people in Pune and want a demo of leave approvals.");
    expect(mailto.searchParams.get("body")).toContain("asha@example.com");
  });
});

test("the rest of the contact page offers e-mail, a demo, the help centre and sign-up", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Other ways to reach us" })).toBeVisible();
  await expect(main.getByRole("link", { name: "hello@tallyday.app" })).toHaveAttribute(
    "href",
    "mailto:hello@tallyday.app",
  );
  await expect(main.getByRole("link", { name: "Pick a time" })).toHaveAttribute(
    "href",
    "https://cal.com/tallyday/demo",
  );
  await expect(main.getByRole("link", { name: "Browse the guides" })).toHaveAttribute(
    "href",
    "https://help.tallyday.app",
  );
  await expect(main.getByRole("link", { name: /Start free trial/ })).toHaveAttribute("href", signUpUrl);
  await expect(main.getByRole("link", { name: "Schedule a demo" })).toHaveAttribute(
    "href",
    "https://cal.com/tallyday/demo",
  );
});

test("the page loads nothing from the captcha until the visitor starts on the form", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost")) thirdParty.push(request.url());
  });
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
});

test("on a phone, Send with an empty form brings the first field into view with its label below the header", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/contact");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  await expect(page.getByLabel("Name")).toBeFocused();
  const headerBottom = (await page.locator("header[data-site-header]").boundingBox())!;
  const label = (await page.locator("label", { hasText: /^Name/ }).first().boundingBox())!;
  expect(label.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
});
