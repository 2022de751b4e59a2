import type { Mode } from "./pomodoro";

const radius = 54;
const circumference = 2 * Math.PI * radius;

const ringColour: Record<Mode, string> = {
  pomodoro: "stroke-brand-600",
  rest: "stroke-brand-400",
  longRest: "stroke-accent-400",
};

/** The ring empties clockwise as the session runs; `fraction` is the share still left. */
export function ProgressRing({ mode, fraction }: { mode: Mode; fraction: number }) {
  const left = Math.min(1, Math.max(0, fraction));
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className="size-full -rotate-90">
      <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="5" className="stroke-surface-muted" />
      <circle
        cx="60"
        cy="60"
        r={radius}
        fill="none"
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - left)}
        className={`${ringColour[mode]} transition-[stroke-dashoffset,stroke] duration-1000 ease-linear motion-reduce:transition-none`}
      />
    </svg>
  );
}
