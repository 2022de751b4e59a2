/**
 * The app shell's one island (pages/app-shell.astro, rendered only in the
 * browser): the server sends it, with a 404, for `/blog/*` paths the build did
 * not write, such as a post published since or a category's page the build did
 * not know. It reads the address, loads that screen (a list a page at a time)
 * from the content store and shows it, with its loading, error and empty
 * states; a post the store does not have shows the not-found page's content.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { blogCopy } from "~/blog/copy";
import { fullTitle } from "~/lib/head-tags";
import { enableShareButtons } from "~/page-scripts/share";
import type { NotFoundWords } from "~/sections/not-found";
import type { BlogIntro } from "./intro";

/** The content store's words the browser view shows: the blog's own, and the not-found page's. */
interface BlogAppWords {
  intro: BlogIntro;
  notFound: NotFoundWords;
}
import { loadBlogIndex, loadCategoryScreen, loadPostScreen, loadTagScreen } from "./content-store";
import { loadingTextFor } from "./loading-text";
import { readBlogAddress } from "./pagination";
import { BlogIndexScreen, CategoryScreen, categoryTitle, PostScreen, TagScreen, tagTitle } from "./screens";
import { ShareButtons } from "./share-buttons";

/** The screen for an address, and the document title it carries (before the brand). */
async function screenFor(
  pathname: string,
  { intro, notFound }: BlogAppWords,
): Promise<{ node: ReactNode; title: string }> {
  const address = readBlogAddress(pathname);
  switch (address.screen) {
    case "index": {
      const { page } = address;
      return {
        node: <BlogIndexScreen screen={await loadBlogIndex(page)} intro={intro} page={page} />,
        title: blogCopy.pageTitle(intro.title, page),
      };
    }
    case "category": {
      const { slug, page } = address;
      const screen = await loadCategoryScreen(slug, page);
      return {
        node: <CategoryScreen slug={slug} screen={screen} page={page} />,
        title: blogCopy.pageTitle(categoryTitle(slug, screen), page),
      };
    }
    case "tag": {
      const { slug, page } = address;
      return {
        node: <TagScreen slug={slug} screen={await loadTagScreen(slug, page)} page={page} />,
        title: blogCopy.pageTitle(tagTitle(slug), page),
      };
    }
    case "post":
    case "unknown": {
      // An address that is no blog screen reads as a post that is not there.
      const screen = await loadPostScreen(address.screen === "post" ? address.slug : "");
      const post = screen.status === "loaded" ? screen.data.post : null;
      return {
        node: (
          <PostScreen
            screen={screen}
            notFound={notFound.section}
            share={post ? <ShareButtons title={post.title} /> : null}
          />
        ),
        title: post?.title ?? (screen.status === "error" ? blogCopy.postFailed : notFound.title),
      };
    }
  }
}

export default function BlogApp({ brand, intro, notFound }: { brand: string } & BlogAppWords) {
  const [screen, setScreen] = useState<ReactNode>(null);
  useEffect(enableShareButtons, []);
  useEffect(() => {
    let current = true;
    void screenFor(window.location.pathname, { intro, notFound }).then(({ node, title }) => {
      if (!current) return;
      document.title = fullTitle(title, brand);
      setScreen(node);
    });
    return () => {
      current = false;
    };
  }, [brand, intro, notFound]);
  if (screen) return screen;
  return (
    <Container className="py-24">
      <p className="text-lead text-ink-muted" role="status">
        {loadingTextFor(window.location.pathname)}
      </p>
    </Container>
  );
}
