import { describe, expect, it } from "vitest";
import { deferHydration, hydrateWhen } from "./defer-hydration";

const page = `<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Hi</h1><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/pricing-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};

import("/assets/entry.client-4.js");</script></body>`;

describe("deferHydration", () => {
  const out = deferHydration(page, "load");

  it("drops the module preloads but keeps the stylesheet", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("loads the same modules, registers the same route modules, then the entry", () => {
    const script = out.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    for (const url of [
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/pricing-3.js",
      "/assets/entry.client-4.js",
    ]) {
      expect(script).toContain(`import("${url}")`);
    }
    expect(script).toContain('window.__reactRouterRouteModules={"root":route0,"routes/pricing":route1}');
    expect(script.indexOf("entry.client")).toBeGreaterThan(script.indexOf("__reactRouterRouteModules"));
    expect(script).toContain('addEventListener("load"');
  });

  it("leaves a page it does not recognise untouched", () => {
    const other = '<script type="module" async="">console.log(1)</script>';
    expect(deferHydration(other)).toBe(other);
  });

  it("on a page that reads without script, boots at the first move and replays an early press", () => {
    const script = deferHydration(page, "interaction").match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    for (const type of ["pointerdown", "pointermove", "touchstart", "wheel", "keydown", "focusin"]) {
      expect(script).toContain(`"${type}"`);
    }
    expect(script).not.toContain('addEventListener("load"');
    expect(script).toContain("button.click()");
  });
});

describe("hydrateWhen", () => {
  it("hydrates at load when something in the page asks for it", () => {
    expect(hydrateWhen('<form data-hydrate="load">')).toBe("load");
    expect(hydrateWhen("<section><h1>Terms</h1></section>")).toBe("interaction");
  });
});
