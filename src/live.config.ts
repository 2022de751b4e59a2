/** The draft preview's one live collection: the whole site's content, drafts included (src/store/preview-loader.ts). */
import { defineLiveCollection } from "astro:content";
import { previewLoader } from "~/store/preview-loader";

export const collections = {
  drafts: defineLiveCollection({ loader: previewLoader() }),
};
