/**
 * Functions that run inside the page, in whichever engine: each is sent as its source, so
 * it uses nothing from outside itself but its arguments.
 */

/** What a visitor looks for: a control by its role and accessible name. */
export type Role = "button" | "link" | "field" | "summary" | "tab" | "checkbox" | "radio";

/**
 * The one visible element of a role whose accessible name is `name` (ignoring case and
 * spacing; `exact` false: contains it), inside the first element `within` selects and the
 * group (a fieldset or `role=group`) named `group` if given, or a sentence saying why there
 * is none.
 */
export function findByRole(
  role: Role,
  name: string,
  exact: boolean,
  within: string | null,
  group: string | null,
): Element | string {
  const selectors: Record<Role, string> = {
    button: "button, [role=button], input[type=submit], input[type=button]",
    link: "a[href]",
    field: "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea",
    summary: "summary",
    tab: "[role=tab]",
    checkbox: "input[type=checkbox]",
    radio: "input[type=radio]",
  };
  const shown = (element: Element) =>
    element.checkVisibility() &&
    getComputedStyle(element).visibility !== "hidden" &&
    !element.closest("[aria-hidden=true]");
  /** The text a screen reader reads: shown text and visually hidden (sr-only) text, not what is hidden from all. */
  const textOf = (root: Node): string => {
    let text = "";
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && shown(parent)) text += node.textContent ?? "";
    }
    return text;
  };
  const nameOf = (element: Element): string => {
    const label = element.getAttribute("aria-label");
    if (label) return label;
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return [...labels].map((each) => each.textContent ?? "").join(" ");
    return textOf(element);
  };
  const normal = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
  const wanted = normal(name);
  let scope: ParentNode | null = within ? document.querySelector(within) : document;
  if (scope && group)
    scope =
      [...scope.querySelectorAll("fieldset, [role=group]")].find(
        (element) =>
          normal(element.getAttribute("aria-label") ?? element.querySelector(":scope > legend")?.textContent ?? "") ===
          normal(group),
      ) ?? null;
  if (!scope)
    return `no part of the page matches ${[within, group && `the group "${group}"`].filter(Boolean).join(" and ")}`;
  const candidates = [...scope.querySelectorAll(selectors[role])].filter(shown);
  const matches = candidates.filter((element) =>
    exact ? normal(nameOf(element)) === wanted : normal(nameOf(element)).includes(wanted),
  );
  if (matches.length === 1) return matches[0]!;
  const where = [within && ` in ${within}`, group && ` in the group "${group}"`].filter(Boolean).join("");
  if (matches.length > 1) return `${matches.length} visible ${role}s${where} are named "${name}"`;
  const names = candidates.map((element) => `"${normal(nameOf(element))}"`).slice(0, 30);
  return `no visible ${role}${where} is named "${name}" (the visible ones: ${names.join(", ") || "none"})`;
}

/**
 * Whether the page has loaded and every island has hydrated: Astro drops an island's `ssr`
 * attribute as it starts, and React ties each node it hydrates to its fiber.
 */
export function pageReady(): boolean {
  if (document.readyState !== "complete") return false;
  return [...document.querySelectorAll("astro-island")].every((island) => {
    const root = island.firstElementChild;
    return (
      !island.hasAttribute("ssr") && root !== null && Object.keys(root).some((key) => key.startsWith("__reactFiber$"))
    );
  });
}

/** Resolves after the tasks the page has queued so far (React runs effects in a task it posts after a commit). */
export function afterQueuedTasks(): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(true);
    channel.port2.postMessage(null);
  });
}

/**
 * Sets a field's value as a visitor's choice would (a time from its picker, an option of a
 * select): through the element's own setter, so React sees the change, then `input` and
 * `change`.
 */
export function setFieldValue(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
  return element.value;
}

/** How far the page reaches past the window's right edge, in CSS px (0: it fits). */
export function sidewaysOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/** The window's inner width and the page's, in CSS px. */
export function viewportWidth(): number {
  return document.documentElement.clientWidth;
}

/** The text of the page's live regions (`role=status`, `role=alert`) that say something, in order. */
export function liveTexts(): string[] {
  return [...document.querySelectorAll("[role=status], [role=alert]")]
    .map((region) => (region.textContent ?? "").replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The text of the first element that matches a selector, or null. */
export function textAt(selector: string): string | null {
  const element = document.querySelector(selector);
  return element ? (element.textContent ?? "").replace(/\s+/g, " ").trim() : null;
}

/** The value of each labelled field named here, by its label's text. */
export function fieldValues(labels: string[]): Record<string, string | null> {
  const byLabel = new Map(
    [...document.querySelectorAll("label")].map((label) => [
      (label.textContent ?? "").replace(/\s+/g, " ").trim(),
      label,
    ]),
  );
  return Object.fromEntries(
    labels.map((text) => [text, (byLabel.get(text)?.control as HTMLInputElement | null)?.value ?? null]),
  );
}

/**
 * The form controls on the page that cannot show their content whole, each with the width
 * it needs and the width it has. A select needs, for its widest option, what the engine
 * makes a select holding only that option when sized to its content (the text, the padding,
 * and whatever room the engine keeps for its arrow); a time field what the engine makes it
 * sized to its content (its hour, minute and AM/PM parts); a text field needs its
 * placeholder's width inside its padding.
 */
export function controlsCut(): string[] {
  const faults: string[] = [];
  const nameOf = (control: HTMLElement) =>
    (control.getAttribute("aria-label") ?? (control as HTMLInputElement).labels?.[0]?.textContent ?? control.id)
      .replace(/\s+/g, " ")
      .trim();
  /** The width the engine gives a copy of the control sized to its content, beside it. */
  const sizedToContent = (control: HTMLElement, copy: HTMLElement) => {
    copy.removeAttribute("id");
    Object.assign(copy.style, {
      position: "absolute",
      visibility: "hidden",
      width: "max-content",
      minWidth: "0",
      maxWidth: "none",
    });
    control.parentElement!.append(copy);
    const width = copy.getBoundingClientRect().width;
    copy.remove();
    return width;
  };
  const context = document.createElement("canvas").getContext("2d")!;
  for (const control of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("select, input, textarea")) {
    if (!control.checkVisibility() || ["hidden", "checkbox", "radio", "range"].includes(control.type)) continue;
    const has = control.getBoundingClientRect().width;
    let needs = 0;
    if (control instanceof HTMLSelectElement) {
      for (const option of control.options) {
        const copy = control.cloneNode(false) as HTMLSelectElement;
        copy.append(new Option(option.text));
        needs = Math.max(needs, sizedToContent(control, copy));
      }
    } else if (control.type === "time") {
      needs = sizedToContent(control, control.cloneNode(false) as HTMLElement);
    } else {
      const placeholder = control.getAttribute("placeholder");
      if (!placeholder) continue;
      // The content box from the border box: Firefox's clientWidth of an input leaves out its padding.
      const style = getComputedStyle(control);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const frame = ["borderLeftWidth", "borderRightWidth", "paddingLeft", "paddingRight"] as const;
      needs =
        context.measureText(placeholder).width + frame.reduce((sum, side) => sum + Number.parseFloat(style[side]), 0);
    }
    if (needs > has + 0.5) faults.push(`${nameOf(control)}: needs ${Math.ceil(needs)} px, has ${Math.floor(has)} px`);
  }
  return faults;
}

/** The tops of the billing switch's choices (one value: they share a line), or why there are none. */
export function billingChoiceTops(): number[] | string {
  const fieldset = [...document.querySelectorAll("fieldset")].find((each) =>
    /billing/i.test(each.querySelector("legend")?.textContent ?? ""),
  );
  if (!fieldset) return "no billing switch";
  return [
    ...new Set([...fieldset.querySelectorAll("label")].map((label) => Math.round(label.getBoundingClientRect().top))),
  ];
}

/** The buttons in the running pomodoro's row that reach within 8 px of its panel's edge or past it. */
export function pomodoroButtonsOutside(): string[] | string {
  const pause = [...document.querySelectorAll("button")].find((button) => button.textContent?.trim() === "Pause");
  if (!pause) return "no Pause button: the timer is not running";
  const panel = pause.closest("[class*='shadow-card']")!.getBoundingClientRect();
  return [...pause.parentElement!.querySelectorAll("button")]
    .filter((button) => {
      const box = button.getBoundingClientRect();
      return box.left < panel.left + 8 || box.right > panel.right - 8;
    })
    .map((button) => button.getAttribute("aria-label") ?? button.textContent ?? "");
}

/**
 * What the PDF writer's worker answers for a small report, in this engine: the file's first
 * five characters ("%PDF-"), or why there is none. Empty until a result has shown and the
 * page has asked for the writer (src/tools/shared/pdf-download.tsx).
 */
export function writtenPdfHead(): Promise<string> | string {
  const link = document.querySelector<HTMLLinkElement>('link[rel="prefetch"][href*="pdf-worker"]');
  if (!link) return "";
  const report = {
    title: "Engine check",
    brand: { name: "Tallyday", tool: "Overtime calculator", address: location.href },
    texts: {},
    body: {
      lead: [],
      table: {
        caption: "Week",
        headers: ["Day", "Hours"],
        numeric: [false, true],
        rows: [["Monday", "8.00"]],
        totals: null,
      },
      totals: ["Total hours: 8.00"],
    },
  };
  return new Promise((resolve) => {
    const worker = new Worker(link.href, { type: "module" });
    worker.onmessage = (event: MessageEvent<{ ok: boolean; bytes?: ArrayBuffer; message?: string }>) => {
      worker.terminate();
      const { ok, bytes, message } = event.data;
      resolve(ok && bytes ? String.fromCharCode(...new Uint8Array(bytes, 0, 5)) : `failed: ${message}`);
    };
    worker.onerror = (event) => {
      worker.terminate();
      resolve(`did not load: ${event.message}`);
    };
    worker.postMessage({ report, paper: "letter" });
  });
}
