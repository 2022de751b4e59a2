import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostBody, safeHref } from "./portable-text";

const span = (text: string, marks: string[] = []) => ({ _type: "span", _key: text, text, marks });

describe("post bodies", () => {
  it("render headings, lists and marks", () => {
    const html = renderToStaticMarkup(
      <PostBody
        body={[
          { _type: "block", _key: "a", style: "h1", children: [span("Top")] },
          { _type: "block", _key: "b", style: "h4", children: [span("Small")] },
          { _type: "block", _key: "c", listItem: "bullet", level: 1, children: [span("One")] },
          { _type: "block", _key: "d", listItem: "number", level: 1, children: [span("First")] },
          {
            _type: "block",
            _key: "e",
            style: "normal",
            children: [
              span("bold", ["strong"]),
              span("it", ["em"]),
              span("c", ["code"]),
              span("u", ["underline"]),
              span("s", ["strike-through"]),
            ],
          },
        ]}
      />,
    );
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain("<h4>Small</h4>");
    expect(html).toContain("<ul><li>One</li></ul>");
    expect(html).toContain("<ol><li>First</li></ol>");
    expect(html).toContain("<strong>bold</strong><em>it</em><code>c</code>");
    expect(html).toContain("<s>s</s>");
  });

  it("never renders a javascript: link as a link", () => {
    const html = renderToStaticMarkup(
      <PostBody
        body={[
          {
            _type: "block",
            _key: "x",
            markDefs: [
              { _key: "bad", _type: "link", href: "javascript:alert(1)" },
              { _key: "good", _type: "link", href: "https://example.com/" },
            ],
            children: [span("evil", ["bad"]), span("fine", ["good"])],
          },
        ]}
      />,
    );
    expect(html).not.toContain("javascript:");
    expect(html).toContain("<span>evil</span>");
    expect(html).toContain('<a href="https://example.com/" rel="noopener noreferrer" target="_blank">fine</a>');
  });

  it.each([
    ["https://a.b/", "https://a.b/"],
    ["mailto:x@y.z", "mailto:x@y.z"],
    ["/pricing", "/pricing"],
    ["javascript:alert(1)", undefined],
    [" JavaScript:alert(1)", undefined],
    ["data:text/html,x", undefined],
    ["//evil.example", undefined],
    ["vbscript:x", undefined],
  ])("accepts %j as %j", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
