/**
 * Inside an embed (layouts/Embed.astro): tell the host page how tall the tool
 * is whenever that changes, so its frame fits without a scrollbar. The
 * message carries a height and nothing else; we never read the host page.
 */
import { embedHeightMessage } from "~/lib/embed-snippet";

const content = document.querySelector("[data-embed-content]");
// The content, not the document: the body is at least as tall as the frame, so it could never shrink.
if (window.parent !== window && content) {
  let sent = 0;
  const send = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === sent) return;
    sent = height;
    window.parent.postMessage({ type: embedHeightMessage, height }, "*");
  };
  new ResizeObserver(send).observe(content);
  send();
}
