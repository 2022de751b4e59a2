import { marketingPages } from "~/content/marketing-pages";

/**
 * Every page path of the site but the blog's posts, categories and tags, read
 * from the page files (Vite's `import.meta.glob`, so under Vite only): static
 * files by name, `[page]` by its records. For checks that links lead somewhere.
 */
export function sitePaths(): string[] {
  const files = Object.keys(import.meta.glob("/src/pages/**/*.astro"));
  const paths = files
    .map((file) => file.replace(/^\/src\/pages/, "").replace(/(\/index)?\.astro$/, "") || "/")
    .filter((path) => !path.includes("[") && path !== "/404" && path !== "/app-shell");
  return [...paths, ...Object.keys(marketingPages).map((slug) => `/${slug}`)].sort();
}
