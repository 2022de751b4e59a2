import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("border-b border-line", className)} {...props} />;
}

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** Radix renders an h3; pick the level that keeps the page's outline valid. */
  headingLevel?: 2 | 3 | 4;
  /** `compact` for lists of links, such as the mobile menu. */
  density?: "default" | "compact";
  children: ReactNode;
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  density = "default",
  ...props
}: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            "group flex flex-1 items-center justify-between gap-4 text-left text-base font-semibold text-ink transition-colors hover:text-brand-700",
            density === "compact" ? "py-4" : "py-5",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/**
 * Always mounted, so answers are in the prerendered HTML for crawlers and for
 * visitors without JavaScript (see the `scripting: none` rule in app.css).
 */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      forceMount
      data-accordion-panel=""
      className={cn(
        "overflow-hidden text-ink-muted data-[state=closed]:hidden data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    >
      <div className="pb-5 leading-relaxed">{children}</div>
    </AccordionPrimitive.Content>
  );
}
