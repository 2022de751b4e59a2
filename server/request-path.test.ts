import { describe, expect, it } from "vitest";
import { readRequestPath } from "./request-path";

describe("readRequestPath", () => {
  it.each([
    ["/pricing", "/pricing", "/pricing", ""],
    ["/pricing?plan=growth", "/pricing", "/pricing", "?plan=growth"],
    ["/pric%69ng", "/pric%69ng", "/pricing", ""],
    ["/404%2ehtml", "/404%2ehtml", "/404.html", ""],
    ["///", "///", "///", ""],
    ["//pricing//", "//pricing//", "//pricing//", ""],
    ["/./pricing/..", "/./pricing/..", "/./pricing/..", ""],
    ["/a%2Fb", "/a%2Fb", "/a/b", ""],
    ["/%25", "/%25", "/%", ""],
    ["//[", "//[", "//[", ""],
    ["/pricing#plans", "/pricing", "/pricing", ""],
    ["http://example.com/pricing?x=1", "/pricing", "/pricing", "?x=1"],
    ["https://example.com:8443//pricing", "//pricing", "//pricing", ""],
    ["http://example.com", "/", "/", ""],
    ["http://example.com?x", "/", "/", "?x"],
  ])("reads %j as the path %j, decoded %j, with the query %j", (target, raw, path, search) => {
    expect(readRequestPath(target)).toEqual({ raw, path, search });
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
    "/caf\u00e9",
    "/a b",
    "pricing",
  ])("refuses %j", (target) => {
    expect(readRequestPath(target)).toBeUndefined();
  });
});
