/** The pages a build wrote, as the build's own later steps read them. */
import { closeSync, openSync, readdirSync, readSync } from "node:fs";
import { join } from "node:path";

/** Every HTML page a build wrote: `…/index.html` and the not-found page. */
export function htmlPages(clientDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === "index.html" || (dir === clientDir && entry.name === "404.html")) pages.push(path);
    }
  };
  walk(clientDir);
  return pages.sort();
}

/** A page's head: the file's start, up to `</head>` (the whole file if it has none). */
export function readHead(file: string): string {
  const fd = openSync(file, "r");
  try {
    let text = "";
    const chunk = Buffer.alloc(16_384);
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) return text;
      text += chunk.toString("utf8", 0, read);
      const end = text.indexOf("</head>");
      if (end >= 0) return text.slice(0, end);
    }
  } finally {
    closeSync(fd);
  }
}
