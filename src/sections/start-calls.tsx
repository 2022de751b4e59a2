import { Icon } from "~/components/ui/icon";
import { ButtonLink } from "~/components/ui/button";
import type { Action } from "./section-types";
import { cn } from "~/lib/cn";

/** On a light opening (the hero) or on the brand-coloured closing band, above its glow (`relative`). */
const tones = {
  light: { row: "mt-9", primary: "primary", secondary: "outline", note: "text-ink-muted" },
  brand: { row: "relative mt-8", primary: "accent", secondary: "inverse", note: "relative text-brand-100" },
} as const;

/** The two calls, sign up and book a demo, with the trial line under them. */
export function StartCalls({
  primary,
  secondary,
  note,
  tone = "light",
  centred = true,
}: {
  primary: Action;
  secondary: Action;
  note: string;
  tone?: keyof typeof tones;
  centred?: boolean;
}) {
  const look = tones[tone];
  return (
    <>
      <div className={cn("flex flex-col gap-3 sm:flex-row", look.row, centred && "items-center justify-center")}>
        <ButtonLink href={primary.href} size="lg" variant={look.primary}>
          {primary.label}
          <Icon name="arrow-right" size="size-4" />
        </ButtonLink>
        <ButtonLink href={secondary.href} size="lg" variant={look.secondary}>
          {secondary.label}
        </ButtonLink>
      </div>
      <p className={cn("mt-4 text-sm", look.note)}>{note}</p>
    </>
  );
}
