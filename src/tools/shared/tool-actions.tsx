import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/**
 * A calculator's row of actions, the same on every tool: Calculate first (the
 * form's submit button, so Enter in a field calculates too), then the tool's own
 * (report, export), and Clear All last, set apart on wide screens.
 */
export function ToolActions({ onClear, children }: { onClear: () => void; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit">
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
