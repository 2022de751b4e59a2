/**
 * The app shell's one island (pages/app-shell.astro, rendered only in the
 * browser): the server sends it for `/blog/*` paths the build did not write,
 * such as a post published since. It reads the address, loads that screen from
 * the content store and shows it, with its loading, error and empty states.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { loadBlogIndex, loadCategoryScreen, loadPostScreen, loadTagScreen } from "./content-store";
import { loadingTextFor } from "./loading-text";
import { BlogIndexScreen, CategoryScreen, PostScreen, TagScreen } from "./screens";
import { ShareButtons } from "./share-buttons";

async function screenFor(pathname: string): Promise<{ node: ReactNode; title?: string }> {
  const path = pathname.replace(/\/+$/, "");
  const [, , kind = "", slug = ""] = path.split("/");
  if (path === "/blog") return { node: <BlogIndexScreen screen={await loadBlogIndex()} /> };
  if (kind === "category" && slug) {
    return { node: <CategoryScreen slug={slug} screen={await loadCategoryScreen(slug)} /> };
  }
  if (kind === "tag" && slug) return { node: <TagScreen slug={slug} screen={await loadTagScreen(slug)} /> };
  const postSlug = kind;
  const screen = await loadPostScreen(postSlug);
  const post = screen.status === "loaded" ? screen.data.post : null;
  return {
    node: <PostScreen screen={screen} share={post ? <ShareButtons title={post.title} /> : null} />,
    title: post?.title,
  };
}

export default function BlogApp() {
  const [screen, setScreen] = useState<ReactNode>(null);
  useEffect(() => {
    let current = true;
    void screenFor(window.location.pathname).then(({ node, title }) => {
      if (!current) return;
      if (title) document.title = `${title} | Tallyday`;
      setScreen(node);
    });
    return () => {
      current = false;
    };
  }, []);
  if (screen) return screen;
  return (
    <Container className="py-24">
      <p className="text-lead text-ink-muted" role="status">
        {loadingTextFor(window.location.pathname)}
      </p>
    </Container>
  );
}
