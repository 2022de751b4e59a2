import { describe, expect, it } from "vitest";
import { linkedInShareUrl, popupFeatures, xShareUrl } from "./share";

describe("share links", () => {
  it("builds the X intent with the spec's text and the page URL", () => {
    const url = new URL(xShareUrl('Rounding "fairly"', "https://tallyday.app/blog/x"));
    expect(url.origin).toBe("https://twitter.com");
    expect(url.searchParams.get("text")).toBe('Check out "Rounding "fairly""');
    expect(url.searchParams.get("url")).toBe("https://tallyday.app/blog/x");
  });

  it("builds the LinkedIn share link", () => {
    expect(new URL(linkedInShareUrl("https://tallyday.app/blog/x")).searchParams.get("url")).toBe(
      "https://tallyday.app/blog/x",
    );
  });

  it("centres the popup", () => {
    expect(popupFeatures({ width: 550, height: 420 }, { width: 1550, height: 1020 })).toContain(
      "width=550,height=420,left=500,top=300",
    );
  });
});
