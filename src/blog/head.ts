/** What every blog page's head and screen read from the content store: the site, and the blog's own words. */
import { siteHeadOf } from "~/lib/navigation";
import type { SiteHead } from "~/lib/head-tags";
import { pageAt, siteSettings } from "~/store/content";
import { blogIntroOf, type BlogIntro } from "./intro";

export async function blogHead(): Promise<{ site: SiteHead; intro: BlogIntro }> {
  const [settings, blog] = await Promise.all([siteSettings(), pageAt("/blog")]);
  return { site: siteHeadOf(settings), intro: blogIntroOf(blog) };
}
