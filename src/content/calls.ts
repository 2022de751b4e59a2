import { siteConfig } from "~/site.config";
import type { Action } from "./marketing";

/**
 * The calls a marketing page opens and closes with, and the line under them:
 * written once here, drawn by one section (sections/start-calls.tsx).
 */
export const signUpCall: Action = { label: "Get started free", href: siteConfig.app.signUp };
export const trialCall: Action = { label: "Start your free trial", href: siteConfig.app.signUp };
export const demoCall: Action = { label: "Get a demo", href: siteConfig.demoBooking };
export const trialNote = "14-day free trial of Growth. No credit card required.";
