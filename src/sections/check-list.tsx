import { Check } from "lucide-react";

/** Points with a brand tick each, as feature rows and trust points list them. */
export function CheckList({ points, className }: { points: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-ink">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
