import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

/**
 * Asks once before the history goes; either button closes it (a form of method "dialog").
 * `warning` says what goes and what stays: static HTML from the page (`timer-notes.tsx`).
 */
export function ClearHistoryDialog({
  onClear,
  onClose,
  warning,
}: {
  onClear: () => void;
  onClose: () => void;
  warning: ReactNode;
}) {
  return (
    <Dialog title="Clear your pomodoro history?" description={warning} onClose={onClose}>
      <form method="dialog" className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" variant="outline">
          Keep history
        </Button>
        <Button type="submit" onClick={onClear}>
          Clear
        </Button>
      </form>
    </Dialog>
  );
}
