import { describe, expect, it } from "vitest";
import { contentType, entityTag, preferredEncoding } from "./static-file";

describe("preferredEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.2, gzip;q=0.8", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*;q=0", undefined],
    ["identity;q=0, gzip;q=0, br;q=0", undefined],
  ])("reads %j as %j", (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

describe("entityTag", () => {
  const file = { size: 1200, mtime: new Date(Date.UTC(2026, 10, 25)), ino: 42 };

  it("changes with the size, the time, the inode and the encoding", () => {
    const tags = new Set([
      entityTag(file),
      entityTag({ ...file, size: 1201 }),
      entityTag({ ...file, mtime: new Date(file.mtime.getTime() + 1) }),
      entityTag({ ...file, ino: 43 }),
      entityTag({ ...file, encoding: "br" }),
      entityTag({ ...file, encoding: "gzip" }),
    ]);
    expect(tags.size).toBe(6);
    expect(entityTag(file)).toMatch(/^W\/"[^"]+"$/);
  });
});

describe("contentType", () => {
  it.each([
    ["assets/app.js", "text/javascript; charset=utf-8"],
    ["assets/app.css", "text/css; charset=utf-8"],
    ["index.html", "text/html; charset=utf-8"],
    ["robots.txt", "text/plain; charset=utf-8"],
    ["sitemap-index.xml", "text/xml; charset=utf-8"],
    ["site.webmanifest", "application/manifest+json; charset=utf-8"],
    ["assets/dataset.ndjson", "application/x-ndjson; charset=utf-8"],
    ["favicon.ico", "image/x-icon"],
    ["og-image.png", "image/png"],
    ["no-extension", "application/octet-stream"],
  ])("sends %j as %j", (file, type) => {
    expect(contentType(file)).toBe(type);
  });
});
