import { describe, expect, it } from "vitest";
import { encodePath, readRequestPath } from "./request-path";

describe("readRequestPath", () => {
  it.each([
    ["/pricing", "/pricing", ""],
    ["/pricing?plan=growth", "/pricing", "?plan=growth"],
    ["/pric%69ng", "/pricing", ""],
    ["/404%2ehtml", "/404.html", ""],
    ["/%5f%5fspa-fallback.html", "/__spa-fallback.html", ""],
    ["///", "/", ""],
    ["//pricing//", "/pricing/", ""],
    ["/a%2Fb", "/a/b", ""],
    ["/%25", "/%", ""],
    ["//[", "/[", ""],
    ["http://example.com/pricing?x=1", "/pricing", "?x=1"],
  ])("reads %j as the path %j", (target, path, search) => {
    expect(readRequestPath(target)).toEqual({ path, search });
  });

  it.each([
    "",
    undefined,
    "*",
    "//%",
    "/%",
    "/%zz",
    "/%c3%28",
    "http://[",
    "ftp://example.com/x",
    "/a%00b",
    "/a%0d%0aSet-Cookie:x",
    "/%5cevil.example",
    "/a/%2e%2e%2f..%2fetc/passwd",
    "/a%2f.%2fb",
    "pricing",
  ])("refuses %j", (target) => {
    expect(readRequestPath(target)).toBeUndefined();
  });

  it("hands the same path on, escaped once, so a second decoding reads it back", () => {
    for (const target of ["/pric%69ng?x=%20", "/%25", "/a%3Fb", "/caf%C3%A9"]) {
      const read = readRequestPath(target)!;
      expect(readRequestPath(encodePath(read))).toEqual(read);
    }
  });
});
