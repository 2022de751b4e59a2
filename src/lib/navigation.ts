/**
 * The header's menus and the footer's columns, as the settings document words them
 * and the tools' registry lists the tools (src/tools/registry.ts).
 */
import type { SettingsContent } from "~/store/site-content";
import type { SiteHead } from "./head-tags";
import { tools } from "~/tools/registry";

/** A link in the header menus or the footer. Outside links carry their full URL. */
export interface NavLink {
  label: string;
  href: string;
  description?: string;
  external?: boolean;
}

interface NavGroup {
  heading?: string;
  links: NavLink[];
}

/** A header menu: one list of links, or several headed groups shown side by side. */
export interface NavMenu {
  label: string;
  groups: NavGroup[];
}

export interface SiteNavigation {
  /** The header's three menus, in order, for the desktop bar and the menu sheet alike. */
  menus: NavMenu[];
  pricing: NavLink;
  signIn: NavLink;
  talkToSales: NavLink;
  startFree: NavLink;
  footer: Array<{ heading: string; links: NavLink[] }>;
  /** The footer's tools column: the tools, then how the calculators work. */
  footerTools: NavLink[];
}

function link({ label, href, description }: { label: string; href: string; description?: string }): NavLink {
  return { label, href, ...(description ? { description } : {}), ...(/^https?:/.test(href) ? { external: true } : {}) };
}

export function siteNavigation(settings: SettingsContent): SiteNavigation {
  const { header, footer, links } = settings;
  const features = header.features.map(link);
  const toolLinks = tools.map((tool) => link({ label: tool.navLabel, href: tool.path, description: tool.description }));
  const footerTools = [...toolLinks, link(footer.methodology)];
  return {
    menus: [
      { label: header.featuresLabel, groups: [{ links: features }] },
      {
        label: header.solutionsLabel,
        groups: header.solutions.map((group) => ({
          ...(group.heading ? { heading: group.heading } : {}),
          links: group.links.map(link),
        })),
      },
      { label: header.resourcesLabel, groups: [{ links: toolLinks }] },
    ],
    pricing: link(header.pricing),
    signIn: { label: header.signIn, href: links.signIn },
    talkToSales: { label: header.talkToSales, href: links.demo },
    startFree: { label: header.startFree, href: links.signUp },
    footer: [
      { heading: footer.companyHeading, links: footer.company.map(link) },
      { heading: footer.featuresHeading, links: features },
      { heading: footer.toolsHeading, links: footerTools },
    ],
    footerTools,
  };
}

/**
 * The site as every page's head needs it (lib/head-tags.ts): its name and company, and the menu
 * section a page sits in: the Features and Solutions menus' own pages, and the free tools.
 */
export function siteHeadOf(settings: SettingsContent): SiteHead {
  const nav = siteNavigation(settings);
  const [features, solutions] = nav.menus;
  const sections = [
    { section: features!.label, links: features!.groups.flatMap((group) => group.links) },
    {
      section: solutions!.label,
      links: solutions!.groups
        .flatMap((group) => group.links)
        .filter((each) => !each.external && each.href !== "/blog"),
    },
    { section: settings.footer.toolsHeading, links: nav.footerTools },
  ];
  return {
    name: settings.name,
    company: settings.company,
    menuSection: (path) => sections.find(({ links }) => links.some((each) => each.href === path))?.section,
  };
}
