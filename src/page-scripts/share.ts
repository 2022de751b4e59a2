/**
 * A post's share buttons (blog/share-buttons.tsx): on X or LinkedIn in a sized popup, or
 * its address copied, said for two seconds. Pages render the buttons; this script, loaded by
 * the post page and the app shell's blog view, listens once on the document, so it also
 * serves buttons drawn after it ran. No island: three buttons are not worth React's 60 KB
 * on every post (docs/decisions/first-requests.md).
 */

const sharePopups = {
  x: { width: 550, height: 420 },
  linkedIn: { width: 600, height: 600 },
} as const;

const copiedForMs = 2000;

const copyMessages = {
  copied: "URL copied!",
  failed: "Could not copy. Select the address bar and copy it from there.",
} as const;

export function xShareUrl(title: string, url: string): string {
  const params = new URLSearchParams({ text: `Check out "${title}"`, url });
  return `https://twitter.com/intent/tweet?${params.toString()}`;
}

export function linkedInShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url }).toString()}`;
}

/** `window.open` features for a centred popup of the given size. */
export function popupFeatures(
  size: { width: number; height: number },
  screen: { width: number; height: number },
): string {
  const left = Math.max(0, Math.round((screen.width - size.width) / 2));
  const top = Math.max(0, Math.round((screen.height - size.height) / 2));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top},noopener,noreferrer`;
}

/** What a share button does, named by its `data-share`. */
export type ShareAction = "x" | "linkedin" | "copy";

/** The post's own address: a `#fragment` (after Skip to content, say) or a query is not part of it. */
const postUrl = () => window.location.origin + window.location.pathname;

const resets = new WeakMap<HTMLElement, number>();

async function copyAddress(group: HTMLElement, button: HTMLElement): Promise<void> {
  const status = group.querySelector<HTMLElement>("[data-share-status]");
  window.clearTimeout(resets.get(group));
  let said: string;
  try {
    await navigator.clipboard.writeText(postUrl());
    said = copyMessages.copied;
    button.dataset.copied = "";
  } catch (error) {
    console.error("Could not copy the post URL:", error);
    said = copyMessages.failed;
  }
  if (status) status.textContent = said;
  resets.set(
    group,
    window.setTimeout(() => {
      if (status) status.textContent = "";
      delete button.dataset.copied;
    }, copiedForMs),
  );
}

function onClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest<HTMLElement>("button[data-share]");
  const group = button?.closest<HTMLElement>("[data-share-title]");
  if (!button || !group) return;
  const action = button.dataset.share as ShareAction;
  if (action === "copy") {
    void copyAddress(group, button);
    return;
  }
  const [url, size] =
    action === "x"
      ? [xShareUrl(group.dataset.shareTitle ?? "", postUrl()), sharePopups.x]
      : [linkedInShareUrl(postUrl()), sharePopups.linkedIn];
  window.open(url, "_blank", popupFeatures(size, window.screen));
}

let listening = false;

/** Starts answering share buttons anywhere in the document; a second call does nothing. */
export function enableShareButtons(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("click", onClick);
}
