import type { ReactNode, SyntheticEvent } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/**
 * A calculator's row of actions, the same on every tool: Calculate first (the
 * form's submit button, so Enter in a field calculates too), then the tool's own
 * (report, export), and Clear All last, set apart on wide screens. Calculate
 * answers on its click, which `onCalculate` cancels, so the form is never
 * submitted (docs/decisions/islands.md, "What a press draws").
 */
export function ToolActions({
  onCalculate,
  onClear,
  children,
}: {
  onCalculate: (event: SyntheticEvent) => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" onClick={onCalculate}>
        <Icon name="calculator" />
        Calculate
      </Button>
      {children}
      <Button variant="ghost" onClick={onClear} className="sm:ml-auto">
        <Icon name="rotate-ccw" />
        Clear All
      </Button>
    </div>
  );
}
