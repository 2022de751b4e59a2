import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface TabsProps<Value extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  onSelect: (value: Value) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
  panelClassName?: string;
}

/**
 * A tablist with one panel for the selected tab (the WAI-ARIA tabs pattern,
 * manual activation): arrow keys, Home and End move focus between tabs, and
 * Enter, Space or a press selects one. Native buttons, no library: the tool
 * pages' script budget has no room for one (docs/decisions/islands.md).
 */
export function Tabs<Value extends string>({
  label,
  tabs,
  value,
  onSelect,
  children,
  className,
  panelClassName,
}: TabsProps<Value>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: Value) => `${id}-${tab}`;

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>("[role=tab]") ?? [])];
    const current = buttons.indexOf(event.currentTarget);
    const last = buttons.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined || current < 0) return;
    event.preventDefault();
    buttons[next > last ? 0 : next < 0 ? last : next]?.focus();
  }

  return (
    <div className={className}>
      <div className="flex justify-center">
        <div
          ref={list}
          role="tablist"
          aria-label={label}
          className="inline-flex items-center gap-1 rounded-full bg-surface-muted p-1 ring-1 ring-line ring-inset"
        >
          {tabs.map((tab) => (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={tab.value === value}
              aria-controls={`${id}-panel`}
              tabIndex={tab.value === value ? 0 : -1}
              onClick={() => onSelect(tab.value)}
              onKeyDown={moveFocus}
              className="inline-flex h-9 items-center justify-center rounded-full px-2.5 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:text-ink aria-selected:bg-white aria-selected:text-ink aria-selected:shadow-sm xs:px-4"
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className={cn("mt-6 rounded-card focus-visible:outline-2", panelClassName)}
      >
        {children}
      </div>
    </div>
  );
}
