import { describe, expect, it } from "vitest";
import { embedHeightMessage, embedPath, embedSnippet } from "./embed-snippet";

const snippet = embedSnippet({
  origin: "https://tallyday.app",
  toolPath: "/overtime-calculator",
  title: "Overtime calculator",
  height: 1200,
});

describe("the embed snippet", () => {
  it("frames the tool's embed lazily, full width, at a height that fits without script", () => {
    const frame = snippet.split("\n")[0]!;
    expect(frame).toMatch(/^<iframe [^>]*><\/iframe>$/);
    expect(frame).toContain(`src="https://tallyday.app${embedPath("/overtime-calculator")}"`);
    expect(embedPath("/overtime-calculator")).toBe("/embed/overtime-calculator");
    expect(frame).toContain('title="Overtime calculator by Tallyday"');
    expect(frame).toContain('width="100%"');
    expect(frame).toContain('height="1200"');
    expect(frame).toContain('loading="lazy"');
  });

  it("sizes only the frame that sent the message, and only from our origin", () => {
    const ours = { contentWindow: {}, style: { height: "" } };
    const theirs = { contentWindow: {}, style: { height: "" } };
    let listener: ((event: { origin: string; data: unknown; source: unknown }) => void) | undefined;
    const script = snippet.slice(snippet.indexOf("<script>") + 8, snippet.indexOf("</script>"));
    // Runs the pasted script against a stand-in host page.
    new Function("addEventListener", "document", script)(
      (_type: string, handler: typeof listener) => (listener = handler),
      { querySelectorAll: () => [ours, theirs] },
    );
    listener!({
      origin: "https://evil.example",
      data: { type: embedHeightMessage, height: 5 },
      source: ours.contentWindow,
    });
    listener!({ origin: "https://tallyday.app", data: { type: "other", height: 5 }, source: ours.contentWindow });
    expect(ours.style.height).toBe("");
    listener!({
      origin: "https://tallyday.app",
      data: { type: embedHeightMessage, height: 840 },
      source: ours.contentWindow,
    });
    expect(ours.style.height).toBe("840px");
    expect(theirs.style.height).toBe("");
  });
});
