import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostBody, bodySections, outlineHeadings, safeHref } from "./portable-text";

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
    expect(html).toContain("<h3>Small</h3>");
    expect(html).toContain("<ul><li>One</li></ul>");
    expect(html).toContain("<ol><li>First</li></ol>");
    expect(html).toContain("<strong>bold</strong><em>it</em><code>c</code>");
    expect(html).toContain("<s>s</s>");
  });

  it.each([
    ["levels in order", ["h2", "h3", "h4", "h2"], ["h2", "h3", "h4", "h2"]],
    ["an h4 straight under an h2", ["h2", "h4", "h4", "h3", "h4"], ["h2", "h3", "h3", "h3", "h4"]],
    ["h1 as the top level, then h3", ["h1", "h3", "h1", "h4"], ["h2", "h3", "h2", "h3"]],
    ["a heading before any top-level one", ["h4", "h2", "h4"], ["h2", "h2", "h3"]],
    ["a climb back up", ["h2", "h3", "h4", "h3", "h4", "h2", "h4"], ["h2", "h3", "h4", "h3", "h4", "h2", "h3"]],
  ])("render headings without skipping a level: %s", (_, styles, levels) => {
    const body = styles.map((style, index) => ({ _type: "block", _key: `k${index}`, style, children: [span(style)] }));
    expect(outlineHeadings(body).map((block) => block.style)).toEqual(levels);
    const html = renderToStaticMarkup(
      <PostBody body={[{ _type: "block", _key: "p", children: [span("x")] }, ...body]} />,
    );
    expect([...html.matchAll(/<(h\d)>/g)].map((match) => match[1])).toEqual(levels);
  });

  it("leaves paragraphs, lists and other blocks as they are", () => {
    const body = [
      { _type: "block", _key: "a", style: "normal", children: [span("a")] },
      { _type: "block", _key: "b", listItem: "bullet", children: [span("b")] },
      { _type: "image", _key: "c" },
    ];
    expect(outlineHeadings(body)).toEqual(body);
  });

  it("cuts the body into sections before each top-level heading, keeping every block in order", () => {
    const block = (key: string, style = "normal") => ({ _type: "block", _key: key, style, children: [span(key)] });
    const body = [
      block("intro"),
      block("one", "h2"),
      block("a"),
      block("b", "h3"),
      block("two", "h1"),
      block("three", "h2"),
      { _type: "image", _key: "pic" },
    ];
    expect(bodySections(body).map((section) => section.map((item) => item._key))).toEqual([
      ["intro"],
      ["one", "a", "b"],
      ["two"],
      ["three", "pic"],
    ]);
    expect(bodySections([])).toEqual([]);
    expect(bodySections([block("lead", "h2"), block("x")]).length).toBe(1);

    const html = renderToStaticMarkup(<PostBody body={body} />);
    expect(html.match(/<div>/g)?.length).toBe(4);
    expect(html.indexOf(">intro<")).toBeLessThan(html.indexOf("<h2>one</h2>"));
    expect(html).toContain("<div><h2>two</h2></div>");
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "renders a block whose style, list item, mark or type is %j as plain text, without throwing",
    (name) => {
      const html = renderToStaticMarkup(
        <PostBody
          body={[
            { _type: "block", _key: "s", style: name, children: [span("styled")] },
            { _type: "block", _key: "l", listItem: name, level: 1, children: [span("listed")] },
            { _type: "block", _key: "m", style: "normal", markDefs: [], children: [span("marked", [name])] },
            { _type: name, _key: "t" },
          ]}
        />,
      );
      expect(html).toContain("<p>styled</p>");
      expect(html).toContain("<ul><li>listed</li></ul>");
      expect(html).toContain("<p>marked</p>");
    },
  );

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
    // Browsers read a backslash as a slash: this is the off-site //evil.example.
    ["/\\evil.example", undefined],
    ["https://a.b/\\x", undefined],
    ["/pri\ncing", undefined],
    ["/pri\u0000cing", undefined],
    ["java\tscript:alert(1)", undefined],
  ])("accepts %j as %j", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
