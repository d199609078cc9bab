import type { FeedFormat } from "../../domain/feedPaths";
import type { LanguageLink } from "../../domain/translations/languagePaths";

/** A link of one of the site's navigations, marked when it is the page being shown. */
export interface SiteNavigationLink {
  title: string;
  href: string;
  current: boolean;
}

/** What kind of collection a collection link points at, for its wording ("12 posts"). */
export type CollectionKind = "blog" | "shop" | "page";

/** One of the site's collections as blocks may link to it. */
export interface CollectionForBlocks {
  id: string;
  title: string;
  description: string;
  href: string;
  kind: CollectionKind;
  /** The addresses of its RSS 2.0 and Atom feeds (blogs only). */
  feeds?: Record<FeedFormat, string>;
}

/**
 * What blocks may know about the site a page belongs to: its title, its navigations (the links a
 * navigation block lists, with the current page marked) and its collections (what logo,
 * navigation, link, collection link and RSS blocks point at). Built by the page renderer.
 */
export interface SiteForBlocks {
  title: string;
  homeHref: string;
  navigations: { main: SiteNavigationLink[]; hidden: SiteNavigationLink[] };
  collections: CollectionForBlocks[];
  /** The site's logo from its design (its own size in pixels when known): logo blocks without a picture of their own show it. */
  logo?: { src: string; width: number | null; height: number | null };
  /** The page in each of the site's languages (a site with several only): what the language switcher lists. */
  languages?: LanguageLink[];
}
