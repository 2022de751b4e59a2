import { expect, test } from "./fixtures";

// The page's words are drawn in the self-hosted Inter, headings, copy, links and
// footer alike, on a marketing page and on a tool.
for (const path of ["/", "/overtime-calculator"]) {
  test(`${path} is set in Inter`, async ({ page }) => {
    await page.goto(path);
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    await cdp.send("CSS.enable");
    for (const selector of ["h1", "main p", "main a", "footer p"]) {
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      expect(
        fonts.map((font) => font.familyName),
        selector,
      ).toEqual(["Inter"]);
    }
  });
}

// A generic `sans-serif` in the stack makes Chromium build a system font for every
// size and weight on the first layout, though Inter draws every glyph (app/app.css).
test("the font stack ends in named and system-ui fallbacks, not a bare sans-serif", async ({ page }) => {
  await page.goto("/");
  const families = (await page.evaluate(() => getComputedStyle(document.body).fontFamily))
    .split(",")
    .map((family) => family.trim().replaceAll('"', ""));
  expect(families.slice(0, 2)).toEqual(["Inter Variable", "Inter Fallback"]);
  expect(families).toContain("system-ui");
  expect(families).not.toContain("sans-serif");
});
