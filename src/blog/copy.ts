/** The words of the blog's screens around the posts themselves. */
export const blogCopy = {
  eyebrow: "Tallyday blog",
  allTab: "All",
  categoriesLabel: "Blog categories",
  backToAll: "Back to all posts",
  backToPosts: "← Back to posts",
  defaultAuthor: "Admin",
  defaultRole: "Author",
  tagsLabel: "Tags",
  sharePost: "Share this post",
  relatedPosts: "Related posts",
  minRead: (minutes: number) => `${minutes} min read`,
  categoryTitle: (name: string) => `Blog - ${name}`,
  categoryDescription: (name: string) =>
    `Articles on ${name} from the Tallyday blog: practical guidance for teams that track time and manage leave.`,
  tagTitle: (name: string) => `Blog - Tag: ${name}`,
  tagDescription: (name: string) => `Every Tallyday blog article tagged ${name}.`,
  postDescription: "An article from the Tallyday blog.",
  postFailed: "This post could not be loaded",
  /** The title of a list's later page: `{list} - Page 2`. */
  pageTitle: (title: string, page: number) => (page > 1 ? `${title} - Page ${page}` : title),
  pager: { label: "Pagination", previous: "Previous", next: "Next", page: (page: number) => `Page ${page}` },
  pastTheEnd: {
    heading: "This page has no posts",
    text: "The list is shorter than that now.",
    back: "Go to the first page",
  },
} as const;

/** Site search (docs/product.md#search): its page, its field in the blog's header, and what it says. */
export const searchCopy = {
  /** The search page's address; its words are the content store's `/search` page document. */
  page: { path: "/search" },
  label: "Search posts and pages",
  button: "Search",
  categoryLegend: "Posts in",
  allCategories: "Everything",
  results: "Search results",
  searching: "Searching…",
  found: (count: number, words: string) => `${count} ${count === 1 ? "result" : "results"} for “${words}”`,
  none: (words: string) => `No results for “${words}”.`,
  failed: "Search could not load. Check your connection and try again, or browse a category.",
  browse: "Try other words, or browse the blog by category:",
  seeAll: (count: number) => `See all ${count} results`,
  more: "More results",
  noScript: "Search runs in your browser and needs JavaScript. Browse the blog by category instead:",
  allPosts: "All posts",
} as const;
