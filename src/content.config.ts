/**
 * The content layer: the pages, plans and settings of the content store, read once a
 * build through one loader (src/store/loader.ts), typed by the content model.
 */
import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import { storeLoader } from "~/store/loader";
import type { PageContent, PlanContent, SettingsContent } from "~/store/site-content";

// The loader has checked every document against the model already: these only carry its types.
export const collections = {
  pages: defineCollection({ loader: storeLoader("pages"), schema: z.custom<PageContent>() }),
  plans: defineCollection({ loader: storeLoader("plans"), schema: z.custom<PlanContent>() }),
  settings: defineCollection({ loader: storeLoader("settings"), schema: z.custom<SettingsContent>() }),
};
