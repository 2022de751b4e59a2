/**
 * Firefox ESR from Debian, driven by puppeteer-core over WebDriver BiDi: one headless
 * browser per worker, and a fresh browser context (its own storage) per test.
 */
import puppeteer, { type BrowserContext, type ElementHandle, type Page } from "puppeteer-core";
import { firefoxPath } from "./browsers";
import { findByRole, setFieldValue, type Role } from "./in-page";
import { Visitor, type EngineSession, type FindOptions, type InPage, type VisitorKey } from "./visitor";

class FirefoxVisitor extends Visitor<ElementHandle<Element>> {
  constructor(
    origin: string,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super(origin);
  }

  evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<Awaited<R>> {
    return this.page.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<Awaited<R>>;
  }

  async runSource(source: string): Promise<void> {
    await this.page.evaluate(source);
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: "load" });
  }

  protected async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  protected async locate(
    role: Role,
    name: string,
    { exact, within, group }: Required<FindOptions>,
  ): Promise<ElementHandle<Element> | string> {
    const found = await this.page.evaluateHandle(findByRole, role, name, exact, within, group);
    const element = found.asElement() as ElementHandle<Element> | null;
    if (element) return element;
    const why = (await found.jsonValue()) as string;
    await found.dispose();
    return why;
  }

  protected async pressElement(element: ElementHandle<Element>): Promise<void> {
    await element.click();
  }

  protected async typeInto(element: ElementHandle<Element>, text: string): Promise<void> {
    await element.type(text);
  }

  protected async setValue(element: ElementHandle<Element>, value: string): Promise<void> {
    await element.evaluate(setFieldValue as (field: Element, text: string) => string, value);
  }

  protected kindOf(element: ElementHandle<Element>): Promise<string> {
    return element.evaluate((field) => (field as HTMLInputElement).type);
  }

  protected async pressKey(key: VisitorKey): Promise<void> {
    await this.page.keyboard.press(key);
  }
}

export async function launchFirefox(): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: firefoxPath,
    headless: true,
    // As on a phone, a scrollbar lies over the page instead of taking 12 px of its width.
    extraPrefsFirefox: { "ui.useOverlayScrollbars": 1 },
  });
  return {
    async newVisitor(origin) {
      const context = await browser.createBrowserContext();
      return new FirefoxVisitor(origin, context, await context.newPage());
    },
    close: () => browser.close(),
  };
}
