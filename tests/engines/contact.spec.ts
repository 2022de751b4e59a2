import { captchaStub } from "../e2e/captcha-stub";
import { expect, test } from "./fixtures";
import { fieldValues, liveTexts } from "./in-page";
import type { Visitor } from "./visitor";

/*
 * The contact form's states, on a phone. The captcha is the Chromium suite's stand-in
 * (tests/e2e/captcha-stub.ts), put in the page before the form asks for hCaptcha; the relay
 * is stood in for in the page too, since these engines' drivers cannot answer a request
 * for the page: it records each message and answers when the test says.
 */

const endpoint = "https://api.web3forms.com/submit";
const message = {
  Name: "Asha Verma",
  Email: "asha@example.com",
  Message: "We are 40 people in Pune and want a demo of leave approvals.",
};

interface Relay {
  sent: Array<Record<string, string>>;
  answer: ((status: number, body: string) => void) | null;
}

/** In the page: `fetch` to the relay records the form's fields and waits for `answerRelay`. */
function stubRelay(url: string): boolean {
  const relay: Relay = { sent: [], answer: null };
  const realFetch = window.fetch;
  Object.assign(window, { __relay: relay });
  window.fetch = (input, init) => {
    const target = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!target.startsWith(url)) return realFetch(input, init);
    const body = init?.body instanceof FormData ? init.body : new FormData();
    relay.sent.push(Object.fromEntries([...body.entries()].map(([name, value]) => [name, String(value)])));
    return new Promise((resolve) => {
      relay.answer = (status, text) =>
        resolve(new Response(text, { status, headers: { "content-type": "application/json" } }));
    });
  };
  return true;
}

/** In the page: the relay answers the message it holds (false: it holds none yet). */
function answerRelay(status: number, body: string): boolean {
  const relay = (window as unknown as { __relay: Relay }).__relay;
  if (!relay.answer) return false;
  relay.answer(status, body);
  relay.answer = null;
  return true;
}

function relaySent(): Array<Record<string, string>> {
  return (window as unknown as { __relay: Relay }).__relay.sent;
}

const said = async (visitor: Visitor) => (await visitor.evaluate(liveTexts)).join(" | ");

async function typeMessage(visitor: Visitor) {
  for (const [label, value] of Object.entries(message)) await visitor.fill(label, value);
}

async function writeMessage(visitor: Visitor) {
  await typeMessage(visitor);
  await visitor.press("button", "Solve test captcha");
}

test.beforeEach(async ({ visitor }) => {
  await visitor.setViewport(390, 844);
  await visitor.goto("/contact");
  await visitor.runSource(captchaStub);
  await visitor.evaluate(stubRelay, endpoint);
});

test("Send with an empty form names each missing field and sends nothing", async ({ visitor }) => {
  await visitor.press("button", "Send Message");
  const missing = () =>
    visitor.evaluate(() =>
      ["Name", "Email", "Message"].map((label) => {
        const field = [...document.querySelectorAll("label")].find((each) => each.textContent?.trim() === label)!
          .control as HTMLInputElement;
        return {
          label,
          missing: field.validity.valueMissing,
          says: field.validationMessage.length > 0,
          focused: field === document.activeElement,
        };
      }),
    );
  // The engine stops the send at the first empty field, focused, with its own message for each.
  await expect.poll(missing).toEqual([
    { label: "Name", missing: true, says: true, focused: true },
    { label: "Email", missing: true, says: true, focused: false },
    { label: "Message", missing: true, says: true, focused: false },
  ]);
  expect(await said(visitor)).not.toMatch(/Sending|captcha verification/);
  expect(await visitor.evaluate(relaySent)).toEqual([]);
});

test("without the captcha it asks for it, sends nothing and keeps what was typed", async ({ visitor }) => {
  await typeMessage(visitor);
  await visitor.find("button", "Solve test captcha");
  await visitor.press("button", "Send Message");
  await expect.poll(() => said(visitor)).toContain("Please complete the captcha verification");
  expect(await visitor.evaluate(relaySent)).toEqual([]);
  expect(await visitor.evaluate(fieldValues, Object.keys(message))).toEqual(message);
});

test("a message shows Sending...., then the relay's success, and the form clears", async ({ visitor }) => {
  await writeMessage(visitor);
  await visitor.press("button", "Send Message");
  await expect.poll(() => said(visitor)).toContain("Sending....");
  // The request leaves once "Sending...." is drawn (docs/decisions/islands.md, presses).
  await expect
    .poll(() => visitor.evaluate(relaySent))
    .toEqual([
      expect.objectContaining({
        name: message.Name,
        email: message.Email,
        message: message.Message,
        access_key: "e2e-test-access-key",
        "h-captcha-response": "test-captcha-token",
      }),
    ]);
  await visitor.waitFor(
    answerRelay,
    [200, '{"success":true,"message":"Email sent"}'],
    "the message to reach the relay",
  );
  await expect.poll(() => said(visitor)).toContain("Form Submitted Successfully");
  expect(await visitor.evaluate(fieldValues, Object.keys(message))).toEqual({ Name: "", Email: "", Message: "" });
});

test("a relay failure shows the relay's message and keeps what was typed", async ({ visitor }) => {
  await writeMessage(visitor);
  await visitor.press("button", "Send Message");
  await visitor.waitFor(
    answerRelay,
    [400, '{"success":false,"message":"Invalid access key. Please check your key."}'],
    "the message to reach the relay",
  );
  await expect.poll(() => said(visitor)).toContain("Invalid access key. Please check your key.");
  expect(await visitor.evaluate(fieldValues, Object.keys(message))).toEqual(message);
});
