import { describe, expect, it } from "vitest";
import { inlineIcons } from "./inline-icons";

const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="bell" viewBox="0 0 24 24"><path d="M1 1"/></symbol>' +
  '<symbol id="clock" viewBox="0 0 24 24"><circle r="8"/></symbol></svg>';

describe("inlineIcons", () => {
  it("points each icon at a symbol in the page and carries only the symbols used", () => {
    const page =
      '<body><svg><use href="/icons.svg#bell"></use></svg><svg><use href="/icons.svg#bell"></use></svg></body>';
    const out = inlineIcons(page, sprite);
    expect(out).not.toContain("/icons.svg#");
    expect(out.match(/href="#bell"/g)).toHaveLength(2);
    expect(out).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none"><symbol id="bell"',
    );
    expect(out.match(/<symbol/g)).toHaveLength(1);
    expect(out.endsWith("</svg></body>")).toBe(true);
  });

  it("leaves a page without icons, or with an unknown one, as it was", () => {
    expect(inlineIcons("<body><p>Hi</p></body>", sprite)).toBe("<body><p>Hi</p></body>");
    const unknown = '<body><svg><use href="/icons.svg#missing"></use></svg></body>';
    expect(inlineIcons(unknown, sprite)).toBe(unknown);
  });
});
