import { readBlogAddress } from "./pagination";

/**
 * What a blog screen says while its content loads. Only a page that was not
 * prerendered (a post newer than the build) ever shows it: such a page starts
 * from the shared app shell, so the shell picks the text from the address.
 */
export function loadingTextFor(pathname: string): string {
  const address = readBlogAddress(pathname);
  if (address.screen === "index" && address.page === 1) return "Loading blog...";
  if (address.screen === "post") return "Loading post...";
  if (address.screen !== "unknown") return "Loading posts...";
  return "Loading…";
}
