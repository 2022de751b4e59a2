import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** Called once the dialog has closed: by Escape, the close button, a press outside it, or `close()` from inside. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A centred modal on the platform's `<dialog>`: opened with `showModal()` when
 * it mounts, so the browser traps focus, makes the page behind it inert and
 * closes it on Escape (and, where `closedby` is supported, on a press outside).
 * The parent unmounts it in `onClose`. The page behind does not scroll while it
 * is open (app.css).
 */
export function Dialog({ title, description, onClose, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      closedby="any"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClose={onClose}
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md animate-fade-in overflow-y-auto rounded-card bg-white p-6 text-ink shadow-elevated backdrop:bg-ink/40 backdrop:backdrop-blur-[2px] sm:p-8",
        className,
      )}
    >
      <h2 id={`${id}-title`} className="pr-8 text-xl font-bold text-ink">
        {title}
      </h2>
      {description ? (
        <p id={`${id}-description`} className="mt-2 text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      <div className="mt-6">{children}</div>
      <button
        type="button"
        className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
        aria-label="Close"
        onClick={() => ref.current?.close()}
      >
        <Icon name="x" />
      </button>
    </dialog>
  );
}
