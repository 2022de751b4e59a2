import { existsSync } from "node:fs";

/** The system Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Browser downloads do not work here. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with "apt-get install -y chromium" ` +
        "(Debian) or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    );
  }
  return path;
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

// `tsx tests/chromium.ts --check`: the first step of `npm test`, so a missing browser fails at once, clearly.
if (process.argv[1]?.endsWith("chromium.ts") && process.argv.includes("--check")) {
  try {
    console.log(`Chromium: ${chromiumPath()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
