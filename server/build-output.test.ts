import { describe, expect, it } from "vitest";
import { brotliQuality, isSitemapPage, securityTxt, thirdPartiesOf } from "./build-output";

describe("thirdPartiesOf", () => {
  it("gives the contact form's page its captcha and its relay", () => {
    const html = `<astro-island uid="a" component-url="/assets/contact-form.js" component-export="ContactForm"></astro-island>`;
    expect(thirdPartiesOf(html)).toEqual(["captcha", "relay"]);
  });

  it("gives a page the video host only when its player points there", () => {
    const withVideo = `<div data-video-facade="" data-embed-url="https://www.youtube-nocookie.com/embed/abc?autoplay=1"></div>`;
    expect(thirdPartiesOf(withVideo)).toEqual(["video"]);
    expect(thirdPartiesOf(`<div data-video-facade="" data-player-title="Tour"></div>`)).toEqual([]);
  });

  it("gives any other page none, even one that mentions the hosts in its text", () => {
    expect(thirdPartiesOf("<p>We never use hcaptcha.com or youtube-nocookie.com on this page.</p>")).toEqual([]);
  });
});

describe("securityTxt", () => {
  const now = new Date(Date.UTC(2026, 10, 25, 16, 30));

  it("names the contact and an expiry less than a year after the build (RFC 9116)", () => {
    expect(securityTxt({ contact: "mailto:hello@tallyday.app", site: "https://tallyday.app", now })).toBe(
      [
        "Contact: mailto:hello@tallyday.app",
        "Expires: 2027-11-25T00:00:00Z",
        "Preferred-Languages: en",
        "Canonical: https://tallyday.app/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });

  it("names no canonical address in a preview build", () => {
    expect(securityTxt({ contact: "mailto:a@b.c", site: undefined, now })).not.toContain("Canonical");
  });
});

describe("isSitemapPage", () => {
  it("lists pages, never the not-found page, the app shell or an embed", () => {
    const listed = (path: string) => isSitemapPage(`https://tallyday.app${path}`);
    expect(listed("/overtime-calculator")).toBe(true);
    expect(listed("/tools/how-we-calculate")).toBe(true);
    expect(listed("/embed/overtime-calculator")).toBe(false);
    expect(listed("/404")).toBe(false);
    expect(listed("/app-shell")).toBe(false);
  });
});

describe("brotliQuality", () => {
  it("gives the blog's many pages a fast quality and every other file Brotli's best", () => {
    expect(brotliQuality("assets/react.Bb8av8m1.js")).toBe(11);
    expect(brotliQuality("assets/app.css")).toBe(11);
    expect(brotliQuality("index.html")).toBe(11);
    expect(brotliQuality("pomodoro-timer/index.html")).toBe(11);
    expect(brotliQuality("blog/assets-of-a-team/index.html")).toBe(6);
    expect(brotliQuality("blog/page/2/index.html")).toBe(6);
  });
});
