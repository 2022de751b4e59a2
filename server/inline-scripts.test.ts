import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script, once", () => {
    const html = `<script>window.a = 1;</script><p>x</p><script type="module" async="">import "/m.js";\n</script><script>window.a = 1;</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/m.js";\n')].sort());
  });

  it("skips scripts that load from a URL and JSON data blocks", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("keeps non-ASCII text as UTF-8, as browsers hash it", () => {
    expect(inlineScriptHashes("<script>'é'</script>")).toEqual([sha("'é'")]);
  });
});
