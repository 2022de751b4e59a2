import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "~/lib/cn";

const controlLook =
  "rounded-control border border-line bg-white py-2.5 text-[0.9375rem] text-ink shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-300 focus:border-brand-500 focus:shadow-focus focus:outline-none aria-invalid:border-red-600 disabled:bg-surface-muted";

/** The look of every text, number, time and select control. */
const controlClass = `block w-full px-3.5 ${controlLook}`;

/** The same look for a control in a grid of days: tighter padding, figures that line up. */
export const gridControlClass = `block w-full min-w-0 px-3 tabular-nums ${controlLook}`;

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function describedBy(hint: ReactNode, error: ReactNode, ids: { hintId: string; errorId: string }) {
  const parts = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return parts.length ? parts.join(" ") : undefined;
}

function Frame({
  label,
  hint,
  error,
  className,
  controlId,
  hintId,
  errorId,
  children,
}: FieldFrameProps & ReturnType<typeof useFieldIds> & { children: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
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

export function TextField({
  label,
  hint,
  error,
  className,
  id,
  ...props
}: FieldFrameProps & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(id);
  return (
    <Frame label={label} hint={hint} error={error} className={className} {...ids}>
      <input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, error, ids)}
        className={controlClass}
        {...props}
      />
    </Frame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  id,
  ...props
}: FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(id);
  return (
    <Frame label={label} hint={hint} error={error} className={className} {...ids}>
      <textarea
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, error, ids)}
        className={cn(controlClass, "min-h-32 resize-y")}
        {...props}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  children,
  ...props
}: FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(id);
  return (
    <Frame label={label} hint={hint} error={error} className={className} {...ids}>
      <select
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, error, ids)}
        className={cn(controlClass, "appearance-auto pr-8")}
        {...props}
      >
        {children}
      </select>
    </Frame>
  );
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
