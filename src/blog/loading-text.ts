/**
 * What a blog screen says while its content loads. Only a page that was not
 * prerendered (a post newer than the build) ever shows it: such a page starts
 * from the shared app shell, so the shell picks the text from the address.
 */
export function loadingTextFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  if (path === "/blog") return "Loading blog...";
  if (/^\/blog\/(category|tag)\/[^/]+$/.test(path)) return "Loading posts...";
  if (/^\/blog\/[^/]+$/.test(path)) return "Loading post...";
  return "Loading…";
}
