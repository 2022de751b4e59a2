/**
 * Site search in the browser (docs/product.md#search): results under the field
 * as the reader types. Pagefind (its script, its WebAssembly and its index,
 * written by the build into `/pagefind/`) loads only when the field is first
 * focused or typed in; until then the page has only these few listeners. Each
 * result is a link with its title, the matching words marked, its category
 * and its date; the count is announced politely; an empty result offers the
 * categories. On the search page the address follows the words, so a search
 * can be shared, and the page answers `/search?q=` as the form without script
 * sends it.
 */
import { searchCopy } from "~/blog/copy";
import { markedPieces, pageAddress, readSearchAddress, searchAddress, type SearchRequest } from "./search-address";

interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string; category?: string; date?: string };
}

interface PagefindResult {
  data(): Promise<PagefindData>;
}

interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(words: string, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] }>;
  preload(words: string, options?: { filters?: Record<string, string> }): Promise<void>;
}

/** Where the build writes Pagefind's bundle (src/integrations/search-index.ts). */
const pagefindScript = "/pagefind/pagefind.js";

let engine: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  engine ??= (import(/* @vite-ignore */ pagefindScript) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  });
  // A failed load is tried again on the next key.
  engine.catch(() => (engine = undefined));
  return engine;
}

/** How many results a box shows at first, and adds on `More results`. */
const shownAtOnce = { header: 5, page: 10 } as const;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function resultItem(data: PagefindData): HTMLLIElement {
  const item = element("li", "py-4");
  const link = element("a", "text-lg font-semibold break-words text-ink hover:text-brand-700 hover:underline");
  link.href = pageAddress(data.url);
  link.textContent = data.meta.title ?? pageAddress(data.url);
  const excerpt = element("p", "mt-1 text-[0.9375rem] leading-relaxed break-words text-ink-muted");
  for (const piece of markedPieces(data.excerpt)) {
    excerpt.append(piece.marked ? element("mark", "rounded-sm bg-accent-100 px-0.5 text-ink", piece.text) : piece.text);
  }
  // The date as the post shows it (its byline's text, post-view.tsx), so no formatter loads here.
  const about = [data.meta.category, data.meta.date].filter(Boolean).join(" · ");
  item.append(link, excerpt);
  if (about) item.append(element("p", "mt-1 text-sm font-semibold text-brand-700", about));
  return item;
}

function enable(box: HTMLElement) {
  const variant = box.dataset.search === "page" ? "page" : "header";
  const form = box.querySelector("form")!;
  const field = form.querySelector<HTMLInputElement>('input[type="search"]')!;
  const status = box.querySelector<HTMLElement>("[data-search-status]")!;
  const list = box.querySelector<HTMLOListElement>("[data-search-list]")!;
  const browse = box.querySelector<HTMLElement>("[data-search-browse]")!;
  const all = box.querySelector<HTMLAnchorElement>("[data-search-all]");
  const more = box.querySelector<HTMLButtonElement>("[data-search-more]");
  const category = () => (form.elements.namedItem("category") as RadioNodeList | null)?.value ?? "";

  // One search at a time: a key pressed while one runs only asks Pagefind to fetch the index for
  // the newest words, and when the search ends the newest words are searched next. A search
  // costs a phone a tenth of a second or more at 10,000 posts; run on every key, the searches
  // queue and the last answer waits behind all of them.
  let searching = false;
  let results: PagefindResult[] = [];
  let shownWords = "";
  // Bumped when the list is replaced: `More results` of an older list are dropped.
  let listVersion = 0;

  const wanted = (): SearchRequest => ({ words: field.value.trim(), category: category() });
  const filtersOf = (chosen: string) => (chosen ? { filters: { category: chosen } } : {});

  const show = (shown: { words: string; count?: number; failed?: boolean }) => {
    const found = (shown.count ?? 0) > 0;
    shownWords = shown.words;
    status.textContent = shown.failed
      ? searchCopy.failed
      : !shown.words
        ? ""
        : found
          ? searchCopy.found(shown.count!, shown.words)
          : searchCopy.none(shown.words);
    list.hidden = !found;
    browse.hidden = !shown.words || found;
    if (all) {
      all.hidden = !found || results.length <= list.children.length;
      all.href = searchAddress({ words: shown.words, category: "" });
      all.textContent = searchCopy.seeAll(results.length);
    }
    if (more) more.hidden = !found || results.length <= list.children.length;
    // What the bench waits for: the words whose results are on screen.
    box.dataset.searchShown = shown.words;
  };

  const replaceList = (found: PagefindResult[], pages: PagefindData[]) => {
    listVersion += 1;
    results = found;
    list.replaceChildren(...pages.map(resultItem));
  };

  const sameRequest = (one: SearchRequest, other: SearchRequest) =>
    one.words === other.words && one.category === other.category;

  /**
   * Searches the words and shows their first results. When the reader has typed on before the
   * search ends, its results are not drawn: their pages are fetched all the same (the newer
   * words' first results are mostly among them) and the newer words are searched at once.
   */
  const searchOnce = async (asked: SearchRequest) => {
    const { words } = asked;
    if (!words) {
      replaceList([], []);
      show({ words });
      return;
    }
    try {
      const pagefind = await loadPagefind();
      const found = await pagefind.search(words, filtersOf(asked.category));
      const first = found.results.slice(0, shownAtOnce[variant]).map((result) => result.data());
      if (!sameRequest(asked, wanted())) {
        void Promise.all(first).catch(() => undefined);
        return;
      }
      const pages = await Promise.all(first);
      replaceList(found.results, pages);
      show({ words, count: found.results.length });
    } catch (error) {
      if (!sameRequest(asked, wanted())) return;
      console.error("Search failed.", error);
      replaceList([], []);
      show({ words, failed: true });
    }
  };

  // On the search page the address follows the words: written once the key's frame is drawn,
  // with the words then in the field (docs/decisions/islands.md, presses). The tools' writer
  // (replaceParams) lives beside React's hooks; shared through a module of its own, it became a
  // chunk of its own in every tool's first load.
  let addressDue = false;
  const writeAddress = () => {
    if (addressDue) return;
    addressDue = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        addressDue = false;
        history.replaceState(null, "", searchAddress(wanted()));
      }),
    );
  };

  const run = async () => {
    const request = wanted();
    if (variant === "page") writeAddress();
    if (searching) {
      if (request.words) {
        void loadPagefind()
          .then((pagefind) => pagefind.preload(request.words, filtersOf(request.category)))
          .catch(() => undefined);
      }
      return;
    }
    searching = true;
    try {
      for (let asked = request; ;) {
        await searchOnce(asked);
        const now = wanted();
        if (sameRequest(asked, now)) break;
        asked = now;
      }
    } finally {
      searching = false;
    }
  };

  field.addEventListener("focus", () => void loadPagefind().catch(() => undefined), { once: true });
  field.addEventListener("input", () => void run());
  form.addEventListener("change", (event) => {
    if ((event.target as HTMLInputElement).name === "category") void run();
  });
  // The header's form goes to the search page; the search page searches where it is.
  if (variant === "page") {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void run();
    });
  }
  more?.addEventListener("click", async () => {
    const mine = listVersion;
    const next = results.slice(list.children.length, list.children.length + shownAtOnce.page);
    const pages = await Promise.all(next.map((result) => result.data()));
    if (mine !== listVersion) return;
    const added = pages.map(resultItem);
    list.append(...added);
    show({ words: shownWords, count: results.length });
    // With the last results in, the button hides: focus moves to the first of them rather than
    // dropping to the page, from where Tab would skip them.
    if (more?.hidden) added[0]?.querySelector("a")?.focus();
  });

  if (variant === "page") {
    const asked = readSearchAddress(location.search);
    field.value = asked.words;
    const choice = form.querySelector<HTMLInputElement>(
      `input[name="category"][value="${CSS.escape(asked.category)}"]`,
    );
    if (choice) choice.checked = true;
    if (asked.words) void run();
  }
}

for (const box of document.querySelectorAll<HTMLElement>("[data-search]")) enable(box);
