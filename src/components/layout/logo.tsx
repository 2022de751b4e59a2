import { cn } from "~/lib/cn";

/** The tally mark: four strokes and the amber fifth that closes the count. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" fill="#0d6861" />
      <g stroke="#fff" strokeWidth="2.6" strokeLinecap="round">
        <path d="M9 8.5v15M13.7 8.5v15M18.3 8.5v15M23 8.5v15" />
      </g>
      <path d="M6.5 21.5 25.5 10.5" stroke="#ffb84a" strokeWidth="2.8" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({
  name,
  className,
  wordmarkClassName,
  tone = "dark",
}: {
  /** The product's name, from the settings. */
  name: string;
  className?: string;
  wordmarkClassName?: string;
  tone?: "dark" | "light";
}) {
  return (
    <a
      href="/"
      className={cn(
        "inline-flex items-center gap-2.5 rounded-control text-xl font-bold tracking-tight",
        tone === "dark" ? "text-ink" : "text-white",
        className,
      )}
      aria-label={`${name} home`}
    >
      <LogoMark />
      <span className={wordmarkClassName}>{name}</span>
    </a>
  );
}
