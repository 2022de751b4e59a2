import { afterEach, describe, expect, it, vi } from "vitest";
import {
  captchaRequiredMessage,
  contactFormData,
  initialSubmitState,
  mailtoHref,
  nextStep,
  sendContactMessage,
  submitReducer,
  type SendOptions,
  type SubmitState,
} from "./submit";

const fields = { name: "Asha", email: "asha@example.com", message: "Hello" };
const options = (fetchImpl: typeof fetch, extra: Partial<SendOptions> = {}): SendOptions => ({
  endpoint: "https://relay.test/submit",
  accessKey: "key",
  captchaToken: "token",
  fields,
  fetch: fetchImpl,
  ...extra,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("submitReducer", () => {
  it("refuses to send without a captcha token", () => {
    expect(submitReducer(initialSubmitState, { type: "submit", hasCaptchaToken: false, canDeliver: true })).toEqual({
      status: "failed",
      reason: "captcha",
      message: captchaRequiredMessage,
    });
  });

  it("goes idle → sending → sent", () => {
    const sending = submitReducer(initialSubmitState, { type: "submit", hasCaptchaToken: true, canDeliver: true });
    expect(sending).toEqual({ status: "sending" });
    expect(submitReducer(sending, { type: "settled", outcome: { ok: true } })).toEqual({ status: "sent" });
  });

  it("ignores a second submit while sending", () => {
    const sending: SubmitState = { status: "sending" };
    expect(submitReducer(sending, { type: "submit", hasCaptchaToken: true, canDeliver: true })).toBe(sending);
    expect(submitReducer(sending, { type: "submit", hasCaptchaToken: false, canDeliver: true })).toBe(sending);
  });

  it("keeps the relay's message on failure, and a retry starts a new send", () => {
    const failed = submitReducer(
      { status: "sending" },
      {
        type: "settled",
        outcome: { ok: false, reason: "relay", message: "Invalid key" },
      },
    );
    expect(failed).toEqual({ status: "failed", reason: "relay", message: "Invalid key" });
    expect(submitReducer(failed, { type: "submit", hasCaptchaToken: true, canDeliver: true })).toEqual({
      status: "sending",
    });
  });

  it("ignores a result that arrives when nothing is sending", () => {
    expect(submitReducer(initialSubmitState, { type: "settled", outcome: { ok: true } })).toBe(initialSubmitState);
  });

  it("clears a success when the visitor starts a new message, but keeps an error", () => {
    expect(submitReducer({ status: "sent" }, { type: "edit" })).toEqual(initialSubmitState);
    const failed: SubmitState = { status: "failed", reason: "network", message: "x" };
    expect(submitReducer(failed, { type: "edit" })).toBe(failed);
  });
});

describe("contactFormData", () => {
  it("carries exactly the five fields the relay expects", () => {
    const data = contactFormData(options(fetch));
    expect([...data.keys()]).toEqual(["name", "email", "message", "access_key", "h-captcha-response"]);
    expect(data.get("h-captcha-response")).toBe("token");
  });

  it("adds the honeypot only when a bot filled it", () => {
    expect(contactFormData(options(fetch, { botcheck: true })).get("botcheck")).toBe("on");
  });
});

describe("sendContactMessage", () => {
  afterEach(() => vi.useRealTimers());

  it("posts multipart form data and reports success", async () => {
    const fetchImpl = vi.fn(async () => json({ success: true, message: "Email sent" }));
    await expect(sendContactMessage(options(fetchImpl))).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://relay.test/submit");
    expect(init.method).toBe("POST");
    expect(init.body).toBeInstanceOf(FormData);
  });

  it("returns the relay's own message when it refuses", async () => {
    const outcome = await sendContactMessage(
      options(async () => json({ success: false, message: "Invalid key" }, 400)),
    );
    expect(outcome).toEqual({ ok: false, reason: "relay", message: "Invalid key" });
  });

  it("names a network failure", async () => {
    const outcome = await sendContactMessage(options(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(outcome).toMatchObject({ ok: false, reason: "network" });
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
      );
    const pending = sendContactMessage(options(never, { timeoutMs: 15_000 }));
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(pending).resolves.toMatchObject({ ok: false, reason: "timeout" });
  });

  it("treats an answer that is not JSON, or not the relay's shape, as unreadable", async () => {
    const html = await sendContactMessage(options(async () => new Response("<h1>Bad gateway</h1>", { status: 502 })));
    expect(html).toMatchObject({ ok: false, reason: "bad-response" });
    expect(html.ok === false && html.message).toContain("502");
    const odd = await sendContactMessage(options(async () => json({ hello: "world" })));
    expect(odd).toMatchObject({ ok: false, reason: "bad-response" });
  });

  it("tells the visitor what to do next, with the e-mail address", () => {
    for (const reason of ["relay", "network", "timeout", "bad-response"] as const) {
      expect(nextStep(reason, "hello@tallyday.app")).toContain("hello@tallyday.app");
    }
  });
});

describe("a copy of the site without a relay key", () => {
  it("never sends: Send leads to the e-mail offer, captcha or not", () => {
    for (const hasCaptchaToken of [true, false]) {
      expect(submitReducer(initialSubmitState, { type: "submit", hasCaptchaToken, canDeliver: false })).toEqual({
        status: "undeliverable",
      });
    }
  });

  it("offers the typed message as an e-mail with a subject and the whole body", () => {
    const href = mailtoHref("hello@tallyday.app", {
      name: "Ana Ruiz",
      email: "ana@example.com",
      message: "Hi & hello?\nBye",
    });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@tallyday.app");
    expect(url.searchParams.get("subject")).toBe("Message from Ana Ruiz");
    expect(url.searchParams.get("body")).toBe("Hi & hello?\nBye\n\nAna Ruiz <ana@example.com>");
  });

  it("still makes a usable e-mail from empty fields", () => {
    const url = new URL(mailtoHref("hello@tallyday.app", { name: "", email: "", message: "" }));
    expect(url.searchParams.get("subject")).toBe("Message from the Tallyday website");
    expect(url.searchParams.get("body")).toBe("");
  });
});

describe("when the captcha cannot load", () => {
  const unavailable = submitReducer(initialSubmitState, { type: "captcha-unavailable" });

  it("says so once, and Send never asks for the captcha that could not load", () => {
    expect(unavailable).toEqual({ status: "captcha-unavailable" });
    for (const hasCaptchaToken of [true, false]) {
      for (const canDeliver of [true, false]) {
        expect(submitReducer(unavailable, { type: "submit", hasCaptchaToken, canDeliver })).toBe(unavailable);
      }
    }
    expect(submitReducer(unavailable, { type: "edit" })).toBe(unavailable);
  });

  it("replaces an earlier ask for the captcha with the one message", () => {
    const asked = submitReducer(initialSubmitState, { type: "submit", hasCaptchaToken: false, canDeliver: true });
    expect(submitReducer(asked, { type: "captcha-unavailable" })).toEqual({ status: "captcha-unavailable" });
  });
});
