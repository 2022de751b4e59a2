import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactForm } from "./contact-form";

const props = {
  endpoint: "https://relay.test/submit",
  siteKey: "site-key",
  email: "hello@tallyday.app",
};

describe("ContactForm", () => {
  it("without a relay key still renders the whole form", () => {
    const html = renderToString(<ContactForm {...props} relayKey="" />);
    expect(html).toContain("<form");
    expect(html.match(/required=""/g)).toHaveLength(3);
    expect(html).toContain("Send Message");
  });

  it("with a key renders the three required fields and the send button, and no captcha yet", () => {
    const html = renderToString(<ContactForm {...props} relayKey="key" />);
    expect(html.match(/required=""/g)).toHaveLength(3);
    expect(html).toContain('type="email"');
    expect(html).toContain("Send Message");
    expect(html).not.toContain("hcaptcha");
  });
});
