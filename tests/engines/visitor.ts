import { afterQueuedTasks, pageReady, viewportWidth, type Role } from "./in-page";

/** A function sent to the page: it uses nothing but its arguments (tests/engines/in-page.ts). */
export type InPage<A extends unknown[], R> = (...args: A) => R;

/** The keys a test presses where the focus is. */
export type VisitorKey = "Escape" | "Enter";

export interface FindOptions {
  /** False: the name contains the words given. */
  exact?: boolean;
  /** A CSS selector for the part of the page to look in. */
  within?: string | null;
  /** The name of the group (a fieldset's legend) to look in. */
  group?: string | null;
}

/** How long a visitor waits for what they look for to appear: these engines are slower than Chromium. */
const findTimeout = 15_000;

/** A browser of one engine, open for a worker's tests; each test gets a visitor of its own. */
export interface EngineSession {
  newVisitor(origin: string): Promise<Visitor>;
  close(): Promise<void>;
}

/**
 * One visitor's tab, whichever engine draws it: it opens pages, finds controls by role and
 * accessible name, presses and types as a visitor does, and reads the page with functions
 * run in it. Each engine supplies the few primitives below.
 */
export abstract class Visitor<Handle = unknown> {
  constructor(protected readonly origin: string) {}

  /** Runs a function in the page and gives its (awaited) result. */
  abstract evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<Awaited<R>>;
  /** Runs a script given as source in the page (a stub that must be exactly the Chromium tests' own). */
  abstract runSource(source: string): Promise<void>;
  abstract close(): Promise<void>;
  protected abstract navigate(url: string): Promise<void>;
  protected abstract resize(width: number, height: number): Promise<void>;
  protected abstract locate(role: Role, name: string, options: Required<FindOptions>): Promise<Handle | string>;
  protected abstract pressElement(element: Handle): Promise<void>;
  protected abstract typeInto(element: Handle, text: string): Promise<void>;
  protected abstract setValue(element: Handle, value: string): Promise<void>;
  protected abstract kindOf(element: Handle): Promise<string>;
  protected abstract pressKey(key: VisitorKey): Promise<void>;

  /** Opens a path of the site and waits until it has loaded and every island has hydrated and run its effects. */
  async goto(path: string): Promise<void> {
    await this.navigate(new URL(path, this.origin).href);
    await this.waitFor(pageReady, [], `${path} to load and hydrate`);
    await this.evaluate(afterQueuedTasks);
  }

  /** Makes the page this many CSS px wide and high. */
  async setViewport(width: number, height: number): Promise<void> {
    await this.resize(width, height);
    const actual = await this.evaluate(viewportWidth);
    if (actual !== width) throw new Error(`The window was asked to be ${width} px wide and is ${actual} px.`);
  }

  /** Waits until a function run in the page returns something truthy, and gives it. */
  async waitFor<A extends unknown[], R>(fn: InPage<A, R>, args: A, what: string, timeout = findTimeout) {
    const deadline = Date.now() + timeout;
    for (let pause = 25; ; pause = Math.min(pause * 2, 250)) {
      const value = await this.evaluate(fn, ...args);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`Waited ${timeout / 1000} s for ${what}.`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  /** The one visible control of this role and name, once it shows. */
  async find(
    role: Role,
    name: string,
    { exact = true, within = null, group = null }: FindOptions = {},
  ): Promise<Handle> {
    const deadline = Date.now() + findTimeout;
    for (let pause = 25; ; pause = Math.min(pause * 2, 250)) {
      const found = await this.locate(role, name, { exact, within, group });
      if (typeof found !== "string") return found;
      if (Date.now() > deadline) throw new Error(`After ${findTimeout / 1000} s, ${found}.`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  /** Presses (clicks) a control. */
  async press(role: Role, name: string, options?: FindOptions): Promise<void> {
    await this.pressElement(await this.find(role, name, options));
  }

  /**
   * Fills a field by its label: typed key by key, or, for a time field or a select, chosen
   * as its picker would (the value set, then `input` and `change`), as Playwright's `fill`
   * and `selectOption` do in the Chromium tests.
   */
  async fill(label: string, value: string, options?: FindOptions): Promise<void> {
    const field = await this.find("field", label, options);
    const kind = await this.kindOf(field);
    if (kind === "select-one" || kind === "time" || kind === "date") return this.setValue(field, value);
    await this.setValue(field, "");
    await this.typeInto(field, value);
  }

  /** Presses a key where the focus is. */
  async key(key: VisitorKey): Promise<void> {
    await this.pressKey(key);
  }
}
