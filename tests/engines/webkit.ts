/**
 * WebKitGTK from Debian: its MiniBrowser in automation mode, driven by selenium-webdriver
 * through WebKitWebDriver, on a virtual X display (Xvfb) of its own. One browser per
 * worker; between tests the visitor's storage and cookies are cleared.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { Builder, Capabilities, Key, type WebElement, type WebDriver } from "selenium-webdriver";
import { miniBrowserPath, webKitDriverPath, webKitLocale, xvfbPath } from "./browsers";
import { findByRole, setFieldValue, type Role } from "./in-page";
import { Visitor, type EngineSession, type FindOptions, type InPage, type VisitorKey } from "./visitor";

/**
 * MiniBrowser's own toolbar and search bar keep its window at least 447 px wide (334 px
 * full screen), wider than a phone. This stylesheet shrinks the browser's own widgets so the
 * window can be as narrow as the test asks; WebKit draws the page, its fonts and its form
 * controls itself, so the page is as a visitor's.
 */
const narrowChrome = "* { font-size: 1px; min-width: 0; margin: 0; padding: 0; border-width: 0; }\n";

/** Runs a function in the page and hands back its awaited value, or its error, through WebDriver's async script. */
function asyncScript(fn: string): string {
  return `const done = arguments[arguments.length - 1];
const args = Array.prototype.slice.call(arguments, 0, -1);
Promise.resolve()
  .then(() => (${fn}).apply(null, args))
  .then((value) => done({ value }), (error) => done({ error: String((error && error.stack) || error) }));`;
}

class WebKitVisitor extends Visitor<WebElement> {
  constructor(
    origin: string,
    private readonly driver: WebDriver,
  ) {
    super(origin);
  }

  async evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<Awaited<R>> {
    const outcome = (await this.driver.executeAsyncScript(asyncScript(fn.toString()), ...args)) as {
      value?: Awaited<R>;
      error?: string;
    };
    if (outcome.error !== undefined) throw new Error(`In the page: ${outcome.error}`);
    return outcome.value as Awaited<R>;
  }

  async runSource(source: string): Promise<void> {
    await this.driver.executeScript(source);
  }

  /** Leaves nothing behind for the next test: the site's storage and cookies cleared, a blank page. */
  async close(): Promise<void> {
    const url = await this.driver.getCurrentUrl();
    if (url.startsWith(this.origin)) await this.driver.executeScript("localStorage.clear(); sessionStorage.clear();");
    await this.driver.manage().deleteAllCookies();
    await this.driver.get("about:blank");
  }

  protected async navigate(url: string): Promise<void> {
    await this.driver.get(url);
  }

  /** The window's size less MiniBrowser's toolbar above the page: the page gets the height asked for. */
  protected async resize(width: number, height: number): Promise<void> {
    const window = this.driver.manage().window();
    await window.setRect({ width, height });
    const toolbar = height - ((await this.driver.executeScript("return window.innerHeight;")) as number);
    if (toolbar !== 0) await window.setRect({ width, height: height + toolbar });
  }

  protected async locate(
    role: Role,
    name: string,
    { exact, within, group }: Required<FindOptions>,
  ): Promise<WebElement | string> {
    return (await this.driver.executeScript(findByRole, role, name, exact, within, group)) as WebElement | string;
  }

  /**
   * Brings the control to the middle of the window, as a visitor scrolls to it, then clicks
   * it: WebKitWebDriver's own scrolling leaves a control below the first screen out of reach.
   */
  protected async pressElement(element: WebElement): Promise<void> {
    await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center' });", element);
    await element.click();
  }

  protected async typeInto(element: WebElement, text: string): Promise<void> {
    await element.sendKeys(text);
  }

  protected async setValue(element: WebElement, value: string): Promise<void> {
    await this.driver.executeScript(setFieldValue, element, value);
  }

  protected async kindOf(element: WebElement): Promise<string> {
    return (await this.driver.executeScript("return arguments[0].type;", element)) as string;
  }

  protected async pressKey(key: VisitorKey): Promise<void> {
    await this.driver
      .actions()
      .sendKeys(Key[key.toUpperCase() as Uppercase<VisitorKey>])
      .perform();
  }
}

/** Starts a process, keeps the last lines it writes, and stops it on exit should the worker end without its teardown. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, fds = 3): ChildProcess & { tail: string[] } {
  const child = Object.assign(
    spawn(command, args, { env, stdio: ["ignore", ...Array.from({ length: fds - 1 }, () => "pipe" as const)] }),
    {
      tail: [] as string[],
    },
  );
  for (const output of [child.stdout, child.stderr])
    output?.on("data", (chunk: Buffer) => {
      child.tail.push(...chunk.toString().split("\n"));
      child.tail.splice(0, Math.max(0, child.tail.length - 20));
    });
  const stop = () => child.kill();
  process.once("exit", stop);
  child.once("exit", () => process.off("exit", stop));
  return child;
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill();
  });
}

/** Xvfb on the first free display, which it reports on the descriptor it is given. */
async function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = start(xvfbPath, ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], process.env, 4);
  const display = await new Promise<string>((resolve, reject) => {
    (xvfb.stdio[3] as Readable).once("data", (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with ${code} before it had a display`)));
  });
  return { xvfb, display };
}

function tailOf(child: ChildProcess): string {
  return ((child as ChildProcess & { tail?: string[] }).tail ?? []).filter(Boolean).join("\n");
}

async function driverReady(url: string, driver: ChildProcess, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (let pause = 25; ; pause = Math.min(pause * 2, 250)) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}: ${tailOf(driver)}`);
    const ready = await fetch(`${url}/status`)
      .then((response) => response.json() as Promise<{ value?: { ready?: boolean } }>)
      .then((status) => status.value?.ready === true)
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url} within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

export async function launchWebKit(port: number): Promise<EngineSession> {
  const home = mkdtempSync(join(tmpdir(), "engines-webkit-"));
  mkdirSync(join(home, "gtk-3.0"));
  writeFileSync(join(home, "gtk-3.0", "gtk.css"), narrowChrome);
  const { xvfb, display } = await startXvfb();
  const env = { ...process.env, DISPLAY: display, LANG: webKitLocale, LC_ALL: webKitLocale, XDG_CONFIG_HOME: home };
  const webDriver = start(webKitDriverPath, [`--port=${port}`], env);
  const url = `http://localhost:${port}`;
  const shutDown = async () => {
    await Promise.all([stopped(webDriver), stopped(xvfb)]);
    rmSync(home, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    await driverReady(url, webDriver);
    const capabilities = new Capabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
    });
    driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
  } catch (error) {
    await shutDown();
    throw error;
  }
  return {
    newVisitor: async (origin) => new WebKitVisitor(origin, driver),
    async close() {
      await driver.quit().catch(() => {});
      await shutDown();
    },
  };
}
