import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

/** Asks once before the history goes; either button closes it (a form of method "dialog"). */
export function ClearHistoryDialog({ onClear, onClose }: { onClear: () => void; onClose: () => void }) {
  return (
    <Dialog
      title="Clear your pomodoro history?"
      description="Every day's pomodoros and focused minutes are removed from this browser. Your tasks and settings stay."
      onClose={onClose}
    >
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
