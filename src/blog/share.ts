/** Share links for a post, and the popup sizes the spec gives them. */
export const sharePopups = {
  x: { width: 550, height: 420 },
  linkedIn: { width: 600, height: 600 },
} as const;

export const copiedForMs = 2000;

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
