/**
 * The engines the visitor's journeys also run in besides Chromium (tests/engines), all from
 * Debian: Firefox ESR, driven over WebDriver BiDi, and WebKitGTK, whose MiniBrowser
 * WebKitWebDriver drives under a virtual X display (Xvfb). `.ci/run` installs them.
 *
 * `node tests/engines/browsers.ts --check`: the first step of `npm test`, so a missing one
 * fails at once, with how to install it.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const firefoxPath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const webKitDriverPath = process.env.WEBKIT_WEBDRIVER_PATH || "/usr/bin/WebKitWebDriver";
export const miniBrowserPath = process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const xvfbPath = process.env.XVFB_PATH || "/usr/bin/Xvfb";

/**
 * WebKitGTK draws a time field in the process's locale: under C it shows 24-hour times,
 * narrower than the 12-hour "10:00 PM" a visitor in the US sees, so the journeys run it in
 * en_US.UTF-8, which the machine must have.
 */
export const webKitLocale = "en_US.UTF-8";

/** What is missing to run the journeys in Firefox and WebKit, each with how to install it. */
export function missingEngines(): string[] {
  const missing: string[] = [];
  const packages = [
    [firefoxPath, "firefox-esr", "FIREFOX_PATH"],
    [webKitDriverPath, "webkit2gtk-driver", "WEBKIT_WEBDRIVER_PATH"],
    [miniBrowserPath, "libwebkit2gtk-4.1-0", "MINIBROWSER_PATH"],
    [xvfbPath, "xvfb", "XVFB_PATH"],
  ];
  for (const [path, name, variable] of packages)
    if (!existsSync(path!)) missing.push(`${path} (Debian: apt-get install -y ${name}; or set ${variable})`);
  const locales = spawnSync("locale", ["-a"], { encoding: "utf8" }).stdout ?? "";
  if (!/^en_US\.utf-?8$/im.test(locales))
    missing.push(`the ${webKitLocale} locale (Debian: localedef -i en_US -f UTF-8 ${webKitLocale})`);
  return missing;
}

if (process.argv[1]?.endsWith("browsers.ts") && process.argv.includes("--check")) {
  const missing = missingEngines();
  if (missing.length > 0) {
    console.error(`The journeys in Firefox and WebKit need:\n  ${missing.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`Firefox: ${firefoxPath}; WebKit: ${miniBrowserPath} under ${xvfbPath}`);
}
