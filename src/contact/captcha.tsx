import type HCaptchaComponent from "@hcaptcha/react-hcaptcha";
import { forwardRef, lazy, Suspense, type ComponentProps } from "react";

// The captcha widget's code (and, through it, hCaptcha's script) loads only once
// a visitor starts on the form, never on page load.
export const loadCaptcha = () => import("@hcaptcha/react-hcaptcha");
const HCaptcha = lazy(loadCaptcha);

export type CaptchaHandle = InstanceType<typeof HCaptchaComponent>;
type CaptchaProps = Omit<ComponentProps<typeof HCaptchaComponent>, "ref">;

/** hCaptcha, with Sentry reporting off: the form sends nothing to third parties but the captcha and the relay. */
export const Captcha = forwardRef<CaptchaHandle, CaptchaProps>(function Captcha(props, ref) {
  return (
    <Suspense fallback={<p className="text-sm text-ink-muted">Loading the captcha…</p>}>
      <HCaptcha ref={ref} sentry={false} {...props} />
    </Suspense>
  );
});
