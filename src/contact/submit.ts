/**
 * The contact form's submission: a pure state machine and one function that
 * talks to the form relay. The screen renders the state; nothing here knows
 * about React, so every path is unit-tested.
 */

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type FailureReason = "captcha" | "relay" | "network" | "timeout" | "bad-response";

export type SubmitState =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "sent" }
  /** This copy of the site has no relay key: the message can only go by e-mail. */
  | { status: "undeliverable" }
  /** The captcha could not load in this browser: the relay would refuse the message, so it can only go by e-mail. */
  | { status: "captcha-unavailable" }
  | { status: "failed"; reason: FailureReason; message: string };

export type SubmitEvent =
  | { type: "submit"; hasCaptchaToken: boolean; canDeliver: boolean }
  | { type: "settled"; outcome: SubmitOutcome }
  | { type: "edit" }
  /** The captcha's script failed to load after its retries. */
  | { type: "captcha-unavailable" };

export type SubmitOutcome = { ok: true } | { ok: false; reason: Exclude<FailureReason, "captcha">; message: string };

export const captchaRequiredMessage = "Please complete the captcha verification";
export const sendingMessage = "Sending....";
export const successMessage = "Form Submitted Successfully";

export const initialSubmitState: SubmitState = { status: "idle" };

/** What the visitor should do next, after the relay's own words. */
export function nextStep(reason: FailureReason, email: string): string {
  switch (reason) {
    case "captcha":
      return "";
    case "relay":
      return `Your message is still here: complete the captcha again and resend, or write to ${email}.`;
    case "network":
      return `We could not reach the form service. Check your connection and resend, or write to ${email}. Your message is still here.`;
    case "timeout":
      return `The form service did not answer within 15 seconds. Try again in a moment, or write to ${email}. Your message is still here.`;
    case "bad-response":
      return `The form service sent an answer we could not read, so we cannot tell whether your message arrived. Try again, or write to ${email}.`;
  }
}

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case "submit":
      // A second submit while one is in flight changes nothing; without a captcha
      // the one message already shown stays (no second ask for a captcha that cannot load).
      if (state.status === "sending" || state.status === "captcha-unavailable") return state;
      if (!event.canDeliver) return { status: "undeliverable" };
      if (!event.hasCaptchaToken) return { status: "failed", reason: "captcha", message: captchaRequiredMessage };
      return { status: "sending" };
    case "settled":
      if (state.status !== "sending") return state;
      return event.outcome.ok
        ? { status: "sent" }
        : { status: "failed", reason: event.outcome.reason, message: event.outcome.message };
    case "edit":
      // Typing again after a success starts a new message; an error stays until the next submit.
      return state.status === "sent" ? initialSubmitState : state;
    case "captcha-unavailable":
      return state.status === "sending" ? state : { status: "captcha-unavailable" };
  }
}

/**
 * The typed message as an e-mail to us, for a copy of the site that cannot
 * deliver it itself: the visitor's mail app opens with it ready to send.
 */
export function mailtoHref(to: string, fields: ContactFields): string {
  const subject = fields.name.trim() ? `Message from ${fields.name.trim()}` : "Message from the Tallyday website";
  const signature = [fields.name.trim(), fields.email.trim() && `<${fields.email.trim()}>`].filter(Boolean).join(" ");
  const body = signature ? `${fields.message}\n\n${signature}` : fields.message;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export const undeliverableMessage = "This copy of the site cannot deliver messages.";
export const captchaUnavailableMessage = "The captcha could not load, so this browser cannot send the form.";

export interface SendOptions {
  endpoint: string;
  accessKey: string;
  captchaToken: string;
  fields: ContactFields;
  /**
   * The honeypot: real visitors never see or tick it. Sent only when ticked, as a
   * browser sends a checkbox; the relay discards a message that carries it.
   */
  botcheck?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The multipart body the relay expects. */
export function contactFormData(options: SendOptions): FormData {
  const data = new FormData();
  data.append("name", options.fields.name);
  data.append("email", options.fields.email);
  data.append("message", options.fields.message);
  data.append("access_key", options.accessKey);
  data.append("h-captcha-response", options.captchaToken);
  if (options.botcheck) data.append("botcheck", "on");
  return data;
}

/** POSTs the message to the relay; every failure becomes an outcome, never a thrown error. */
export async function sendContactMessage(options: SendOptions): Promise<SubmitOutcome> {
  const doFetch = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 15_000);
  let response: Response;
  try {
    response = await doFetch(options.endpoint, {
      method: "POST",
      body: contactFormData(options),
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    if (controller.signal.aborted) return { ok: false, reason: "timeout", message: "The request timed out." };
    return { ok: false, reason: "network", message: `The message could not be sent: ${(error as Error).message}.` };
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    clearTimeout(timer);
    if (controller.signal.aborted) return { ok: false, reason: "timeout", message: "The request timed out." };
    return {
      ok: false,
      reason: "bad-response",
      message: `Unexpected answer from the form service (HTTP ${response.status}).`,
    };
  }
  clearTimeout(timer);

  const record = (typeof body === "object" && body !== null ? body : {}) as { success?: unknown; message?: unknown };
  if (typeof record.success !== "boolean") {
    return {
      ok: false,
      reason: "bad-response",
      message: `Unexpected answer from the form service (HTTP ${response.status}).`,
    };
  }
  if (record.success && response.ok) return { ok: true };
  const message =
    typeof record.message === "string" && record.message.trim()
      ? record.message
      : `The form service refused the message (HTTP ${response.status}).`;
  return { ok: false, reason: "relay", message };
}
