/** `leave-policy` becomes `Leave policy`: the spec's fallback title for a slug. */
export function formatSlug(slug: string | undefined): string {
  const words = (slug ?? "").replace(/-/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
