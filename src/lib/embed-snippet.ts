/**
 * Embedding the free tools on other sites (docs/product.md#embeds): each tool
 * is also served at `/embed/<tool path>`, alone, and its page offers a snippet
 * that frames it. The framed page tells its parent its height in a message of
 * this type; the snippet's few lines of script size the frame from it.
 */
export const embedHeightMessage = "tallyday:embed-height";

/** The address of a tool's embed: `/overtime-calculator` is framed from `/embed/overtime-calculator`. */
export function embedPath(toolPath: string): string {
  return `/embed${toolPath}`;
}

export interface EmbedSnippetInput {
  /** The site's origin, e.g. `https://tallyday.app`. */
  origin: string;
  toolPath: string;
  /** The tool's name; the frame's title says it is ours. */
  title: string;
  /** The frame's height before its first message, and for a host page without script. */
  height: number;
}

/**
 * The HTML a host page pastes: a lazy frame of the embed, full width, at a
 * fixed height that already fits the tool, then a listener that takes the
 * embed's own height from our origin only and applies it to the frame that
 * sent it. Without the script the fixed height still works.
 */
export function embedSnippet({ origin, toolPath, title, height }: EmbedSnippetInput): string {
  const src = `${origin}${embedPath(toolPath)}`;
  return [
    `<iframe src="${src}" title="${title} by Tallyday" width="100%" height="${height}" loading="lazy" style="border:0;max-width:100%"></iframe>`,
    "<script>",
    `addEventListener("message", function (event) {`,
    `  if (event.origin !== "${origin}" || !event.data || event.data.type !== "${embedHeightMessage}") return;`,
    `  document.querySelectorAll("iframe").forEach(function (frame) {`,
    `    if (frame.contentWindow === event.source) frame.style.height = event.data.height + "px";`,
    "  });",
    "});",
    "</script>",
  ].join("\n");
}
