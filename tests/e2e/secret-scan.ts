import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Looks through a built site for anything shaped like a credential: known token
 * formats, long random strings and the values of server-only settings. Pure
 * apart from reading files, so it can be pointed at any directory.
 */

export interface Finding {
  file: string;
  rule: string;
  /** The suspicious text, shortened so a report never repeats a whole secret. */
  excerpt: string;
}

export interface ScanOptions {
  /** Values that are public by design and may appear anywhere. */
  allowedValues?: string[];
  /** Settings that must never reach a visitor, by name; only the name is reported. */
  secretValues?: { name: string; value: string }[];
  /**
   * Files that ship a library's code as it is: its tables, hashes and test vectors look
   * random, so the high-entropy rule is off there; token formats and secret values still apply.
   */
  libraryFiles?: RegExp;
}

/** Text files a visitor can download. Precompressed twins (.br, .gz) hold the same bytes as these. */
const scannedFile = /\.(js|mjs|html|json|data|css|map|ndjson|svg|txt|xml|webmanifest)$/;

const tokenRules: { rule: string; pattern: RegExp }[] = [
  { rule: "private key", pattern: /-----BEGIN [A-Z ]*(PRIVATE KEY|CERTIFICATE)[A-Z ]*-----/g },
  { rule: "AWS access key id", pattern: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { rule: "GitHub token", pattern: /\b(gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g },
  { rule: "Slack token", pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
  { rule: "Stripe-style secret key", pattern: /\b[sr]k_(live|test)_[A-Za-z0-9]{16,}/g },
  { rule: "sk- API key", pattern: /\bsk-[A-Za-z0-9_-]{20,}/g },
  { rule: "Google API key", pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { rule: "JSON Web Token", pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g },
  // The name of a server-side Sanity token in the bundle means code that reads it reached the browser.
  { rule: "Sanity token setting", pattern: /\bSANITY_[A-Z_]*TOKEN\b/g },
];

/** Shannon entropy in bits per character. */
export function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= (count / text.length) * Math.log2(count / text.length);
  return bits;
}

/** How often the kind of character (lower, upper, digit, other) changes: about 0.6 in a random token, under 0.2 in a camelCase name. */
function switchRate(text: string): number {
  const kind = (char: string) => (/[a-z]/.test(char) ? 0 : /[A-Z]/.test(char) ? 1 : /\d/.test(char) ? 2 : 3);
  let switches = 0;
  for (let at = 1; at < text.length; at++) if (kind(text[at]!) !== kind(text[at - 1]!)) switches++;
  return switches / (text.length - 1);
}

/** Runs like the alphabet "abc…XYZ0123456789", which an encoder ships as a constant. */
function mostlySequential(text: string): boolean {
  let steps = 0;
  for (let at = 1; at < text.length; at++) if (text.charCodeAt(at) === text.charCodeAt(at - 1) + 1) steps++;
  return steps > text.length / 2;
}

/** Public identifiers that look random but are not secret. */
const publicShapes = [
  // Sanity asset ids: the image's hash and size, part of every public image URL.
  /^(image|file)-[A-Za-z0-9]{20,64}-\d+x\d+-[a-z0-9]+$/,
];

/**
 * A long run of token characters that reads as random: mixed lower case, upper
 * case and digits that switch often, or a long stretch of hex.
 */
export function looksRandom(candidate: string): boolean {
  if (publicShapes.some((shape) => shape.test(candidate)) || mostlySequential(candidate)) return false;
  for (const part of candidate.split(/[-_./]/)) {
    if (/^[0-9a-f]{32,}$/.test(part) && /\d/.test(part) && /[a-f]/.test(part) && entropy(part) >= 3) return true;
    if (
      part.length >= 24 &&
      /[a-z]/.test(part) &&
      /[A-Z]/.test(part) &&
      /\d/.test(part) &&
      switchRate(part) >= 0.3 &&
      entropy(part) >= 3.8
    )
      return true;
  }
  // base64 with + and /, such as an AWS secret key, is judged whole; a path's slashes are not randomness.
  const letters = candidate.replace(/[-_./+=]/g, "");
  return (
    candidate.length >= 32 &&
    /[+/]/.test(candidate) &&
    /[a-z]/.test(letters) &&
    /[A-Z]/.test(letters) &&
    /\d/.test(letters) &&
    switchRate(letters) >= 0.3 &&
    entropy(candidate) >= 4.2
  );
}

/**
 * Client keys that third-party browser code ships on purpose: a Sentry DSN's key
 * only lets a browser report errors (hCaptcha's loader carries its own).
 */
const publicByDesign = [/https:\/\/[0-9a-f]{32}@[a-z0-9.-]*sentry[a-z0-9.-]*\/\d+/g];

const shorten = (text: string) => (text.length > 16 ? `${text.slice(0, 8)}…(${text.length} chars)` : text);

export function scanText(text: string, file: string, options: ScanOptions = {}): Finding[] {
  const allowed = (options.allowedValues ?? []).filter((value) => value.length > 0);
  let visible = text;
  for (const value of allowed) visible = visible.split(value).join(" ");
  for (const pattern of publicByDesign) visible = visible.replace(pattern, " ");
  const findings: Finding[] = [];

  for (const { rule, pattern } of tokenRules) {
    for (const match of visible.matchAll(pattern)) findings.push({ file, rule, excerpt: shorten(match[0]) });
  }
  const library = options.libraryFiles?.test(file) ?? false;
  for (const match of library ? [] : visible.matchAll(/[A-Za-z0-9+/_-]{24,}={0,2}/g)) {
    // Inline files (data:…;base64,…) are pictures and fonts, not credentials.
    if (visible.slice(Math.max(0, match.index - 7), match.index) === "base64,") continue;
    if (looksRandom(match[0])) findings.push({ file, rule: "high-entropy string", excerpt: shorten(match[0]) });
  }
  for (const { name, value } of options.secretValues ?? []) {
    if (value.length >= 8 && visible.includes(value))
      findings.push({ file, rule: `value of ${name}`, excerpt: "(not shown)" });
  }
  return findings;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Every text file under `dir` that a visitor could download, scanned. Returns the files looked at, too. */
export function scanDirectory(dir: string, options: ScanOptions = {}): { scanned: string[]; findings: Finding[] } {
  const scanned: string[] = [];
  const findings: Finding[] = [];
  for (const path of filesUnder(dir)) {
    if (!scannedFile.test(path)) continue;
    const file = relative(dir, path);
    scanned.push(file);
    findings.push(...scanText(readFileSync(path, "utf8"), file, options));
  }
  return { scanned, findings };
}

/** Names that say a setting is a credential. */
const credentialName = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_?KEY|ACCESS_?KEY|AUTH/i;

/**
 * The build's server-only settings: credential-like names in the environment and
 * in the `.env` files Vite reads, minus the public names the client may see.
 */
export function serverOnlySettings(
  env: Record<string, string | undefined>,
  envFileTexts: string[],
  publicNames: readonly string[],
): { name: string; value: string }[] {
  const settings = new Map<string, string>();
  const add = (name: string, value: string | undefined) => {
    if (value && credentialName.test(name) && !publicNames.includes(name)) settings.set(`${name}=${value}`, name);
  };
  for (const text of envFileTexts) {
    for (const line of text.split(/\r?\n/)) {
      const match = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/);
      if (match) add(match[1]!, match[2]!.replace(/^(["'])(.*)\1$/, "$2"));
    }
  }
  for (const [name, value] of Object.entries(env)) add(name, value);
  return [...settings].map(([pair, name]) => ({ name, value: pair.slice(name.length + 1) }));
}
