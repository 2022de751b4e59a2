import { useReducer, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { useEarlyInput } from "~/components/ui/early-input";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Captcha, loadCaptcha, type CaptchaHandle } from "./captcha";
import {
  initialSubmitState,
  nextStep,
  sendContactMessage,
  sendingMessage,
  submitReducer,
  successMessage,
  undeliverableMessage,
  captchaUnavailableMessage,
  mailtoHref,
  type ContactFields,
} from "./submit";

export interface ContactFormProps {
  /** The relay's access key; blank when the site was built without one. */
  relayKey: string;
  endpoint: string;
  siteKey: string;
  email: string;
}

const emptyFields: ContactFields = { name: "", email: "", message: "" };

/** The typed message, ready to send from the visitor's own e-mail app, with our address beside it. */
function SendByEmail({ email, fields, children }: { email: string; fields: ContactFields; children: string }) {
  return (
    <div className="text-ink">
      <p>{children} Your message is still here, ready to send by e-mail.</p>
      <p className="mt-1 font-normal">
        <a href={mailtoHref(email, fields)} className="font-semibold text-brand-700 underline underline-offset-4">
          Send it from your e-mail app
        </a>{" "}
        or write to {email}.
      </p>
    </div>
  );
}

/**
 * The contact form. Every failure keeps what the visitor typed and says what
 * to do next; only a confirmed success clears the fields.
 */
export function ContactForm({ relayKey, endpoint, siteKey, email }: ContactFormProps) {
  const [fields, setFields] = useState<ContactFields>(emptyFields);
  const [botcheck, setBotcheck] = useState(false);
  const [state, dispatch] = useReducer(submitReducer, initialSubmitState);
  const [captchaWanted, setCaptchaWanted] = useState(false);
  const token = useRef<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  // The reducer ignores a second submit, but its state lags a render; this does not.
  const inFlight = useRef(false);
  const root = useEarlyInput<HTMLFormElement>();

  const wantCaptcha = () => {
    if (captchaWanted) return;
    void loadCaptcha();
    setCaptchaWanted(true);
  };

  const update = (name: keyof ContactFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    dispatch({ type: "edit" });
  };

  function clearCaptcha() {
    token.current = null;
    captcha.current?.resetCaptcha();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    wantCaptcha();
    if (inFlight.current) return;
    dispatch({ type: "submit", hasCaptchaToken: Boolean(token.current), canDeliver: Boolean(relayKey) });
    if (!relayKey || !token.current) return;

    inFlight.current = true;
    // Sent once "Sending" is drawn: the press's frame shows its answer and no more, and a
    // phone's first request costs it some 8 ms (docs/decisions/islands.md, presses).
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const outcome = await sendContactMessage({
      endpoint,
      accessKey: relayKey,
      captchaToken: token.current,
      fields,
      botcheck,
    });
    inFlight.current = false;
    dispatch({ type: "settled", outcome });
    if (outcome.ok) {
      setFields(emptyFields);
      clearCaptcha();
      return;
    }
    console.error(`Contact form: ${outcome.reason}: ${outcome.message}`);
    // A request that never reached the relay leaves the captcha answer unused.
    if (outcome.reason !== "network") clearCaptcha();
  }

  const sending = state.status === "sending";

  return (
    <form ref={root} onSubmit={onSubmit} onFocus={wantCaptcha} onPointerEnter={wantCaptcha} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={fields.name}
          onChange={update("name")}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={update("email")}
        />
      </div>
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={6}
        value={fields.message}
        onChange={update("message")}
      />
      {/* A honeypot for bots: hidden from people and assistive technology alike. */}
      <input
        type="checkbox"
        name="botcheck"
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        checked={botcheck}
        onChange={(event) => setBotcheck(event.target.checked)}
      />
      {/* Without a captcha the status below says so once, with the e-mail route; no empty slot stays. */}
      {state.status === "captcha-unavailable" ? null : (
        <div className="min-h-[78px]">
          {captchaWanted ? (
            <Captcha
              ref={captcha}
              sitekey={siteKey}
              onVerify={(value) => {
                token.current = value;
              }}
              onExpire={() => {
                token.current = null;
              }}
              onChalExpired={() => {
                token.current = null;
              }}
              onError={(code) => {
                token.current = null;
                if (code === "script-error" || code === "script-load-error-other")
                  dispatch({ type: "captcha-unavailable" });
              }}
            />
          ) : (
            <p className="text-sm text-ink-muted">A quick captcha appears here when you start writing.</p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {/* Said unavailable, not disabled: a disabled button drops the keyboard's focus to the
            page, and a second submit is already ignored (`inFlight`). */}
        <Button type="submit" size="lg" aria-disabled={sending} className="aria-disabled:opacity-55">
          Send Message
        </Button>
        <div role="status" aria-live="polite" className="text-[0.9375rem] font-medium">
          {state.status === "sending" ? <p className="text-blue-700">{sendingMessage}</p> : null}
          {state.status === "sent" ? <p className="text-green-700">{successMessage}</p> : null}
          {state.status === "undeliverable" ? (
            <SendByEmail email={email} fields={fields}>
              {undeliverableMessage}
            </SendByEmail>
          ) : null}
          {state.status === "captcha-unavailable" ? (
            <SendByEmail email={email} fields={fields}>
              {captchaUnavailableMessage}
            </SendByEmail>
          ) : null}
          {state.status === "failed" ? (
            <div className="text-red-700">
              <p>{state.message}</p>
              {nextStep(state.reason, email) ? (
                <p className="mt-1 font-normal">{nextStep(state.reason, email)}</p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </form>
  );
}
