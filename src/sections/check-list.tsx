import { Icon } from "~/components/ui/icon";

/** Points with a brand tick each, as feature rows and trust points list them. */
export function CheckList({ points, className }: { points: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-ink">
          <Icon name="check" size="size-5" className="mt-0.5 text-brand-600" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
