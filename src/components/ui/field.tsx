import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "~/lib/cn";
import { controlLook } from "./surfaces";

/** The look of every text, number, time and select control. */
const controlClass = `block w-full px-3.5 ${controlLook}`;

/** The same look for a control in a grid of days: tighter padding, figures that line up. */
export const gridControlClass = `block w-full min-w-0 px-3 tabular-nums ${controlLook}`;

/** A select's own chevron and the room for it on the right (app.css `select-chevron`). */
const selectParts = "select-chevron pr-9";

/** A select in a grid or a toolbar: the grid's look with the chevron. */
export const gridSelectClass = `${gridControlClass} ${selectParts}`;

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** The id, validity and description a control takes from its frame. */
interface ControlAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A control with its label above and its hint and error below, tied to it by id:
 * the one frame of every field, so each field below only says which control it
 * draws. The caller's attributes come last, so its own `aria-describedby` wins.
 */
function Frame<Attributes>({
  label,
  hint,
  error,
  className,
  id,
  control,
  ...attributes
}: FieldFrameProps & { id?: string; control: (props: ControlAria & Attributes) => ReactNode } & Attributes) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {control({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        ...(attributes as Attributes),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField(props: FieldFrameProps & InputHTMLAttributes<HTMLInputElement>) {
  return <Frame {...props} control={(control) => <input className={controlClass} {...control} />} />;
}

export function TextAreaField(props: FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame
      {...props}
      control={(control) => <textarea className={cn(controlClass, "min-h-32 resize-y")} {...control} />}
    />
  );
}

export function SelectField(props: FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return <Frame {...props} control={(control) => <select className={cn(controlClass, selectParts)} {...control} />} />;
}

export function CheckboxField({
  label,
  className,
  id,
  ...props
}: { label: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={cn("flex items-center gap-2.5", className)}>
      <input id={controlId} type="checkbox" className="size-4.5 rounded border-line accent-brand-700" {...props} />
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  );
}
