import { siteStylesOf } from "../settings/siteStyles";
import type { CollectionForBlocks, CollectionKind, SiteForBlocks, SiteNavigationLink } from "../../../blocks/shared/siteForBlocks";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import type { Website } from "../sites/websiteRecord";
import type { Collection } from "../content/contentRecords";
import { feedPaths } from "../../../domain/feedPaths";
import { mainNavigation } from "../content/mainNavigation";
import { languagePath } from "../../../domain/translations/languagePaths";
import type { PageLanguage } from "./pageLanguage";

/** The first segment of a path, or null for the home page. */
function firstSegment(path: string): string | null {
  return path.split("/").filter(Boolean)[0] ?? null;
}

/** The main navigation's links: the first collection is the home page ("/"); the one the path is in is current. */
export function navigationLinks(collections: Collection[], path: string): SiteNavigationLink[] {
  const links = mainNavigation(collections);
  const first = links[0]?.id;
  const current = firstSegment(path);
  return links.map((c) => ({
    title: c.title,
    href: c.id === first ? "/" : `/${c.urlSlug}`,
    current: current === null ? c.id === first : c.urlSlug === current,
  }));
}

function hiddenLinks(collections: Collection[], path: string): SiteNavigationLink[] {
  const current = firstSegment(path);
  return collections
    .filter((c) => c.navigation === NAVIGATION.HIDDEN)
    .sort((a, b) => a.position - b.position)
    .map((c) => ({ title: c.title, href: `/${c.urlSlug}`, current: c.urlSlug === current }));
}

const KINDS: Readonly<Record<number, CollectionKind>> = {
  [COLLECTION_TYPE.GENERIC]: "blog",
  [COLLECTION_TYPE.PRODUCTS]: "shop",
  [COLLECTION_TYPE.PAGE]: "page",
};

function collectionForBlocks(collection: Collection, home: string | undefined): CollectionForBlocks | null {
  const kind = KINDS[collection.type];
  if (!kind || collection.navigation === NAVIGATION.MEMBER_AREAS) return null;
  return {
    id: collection.id,
    title: collection.title,
    description: collection.description,
    href: collection.id === home ? "/" : `/${collection.urlSlug}`,
    kind,
    ...(kind === "blog" ? { feeds: feedPaths(`/${collection.urlSlug}`) } : {}),
  };
}

/** Links inside a language: each one's address under the language's prefix. */
export function linksInLanguage<T extends { href: string }>(links: T[], pathPrefix: string): T[] {
  return pathPrefix === "" ? links : links.map((link) => ({ ...link, href: languagePath(pathPrefix, link.href) }));
}

/**
 * What a page's blocks know of its site: title, logo, navigations with the page marked,
 * collections, and on a site with several languages the page in each of them; in an additional
 * language, `path` is the address inside it and the pages' addresses are under its prefix.
 */
export function siteForBlocks(website: Website, collections: Collection[], path: string, language?: PageLanguage): SiteForBlocks {
  if (language) {
    const inner = siteForBlocks(website, collections, language.innerPath);
    const prefix = language.pathPrefix;
    return {
      ...inner,
      homeHref: languagePath(prefix, inner.homeHref),
      navigations: { main: linksInLanguage(inner.navigations.main, prefix), hidden: linksInLanguage(inner.navigations.hidden, prefix) },
      collections: linksInLanguage(inner.collections, prefix),
      languages: language.links,
    };
  }
  const home = mainNavigation(collections)[0]?.id;
  const { logo, logoWidth, logoHeight } = siteStylesOf(website).identity;
  return {
    ...(logo ? { logo: { src: logo, width: logoWidth, height: logoHeight } } : {}),
    title: website.title,
    homeHref: "/",
    navigations: { main: navigationLinks(collections, path), hidden: hiddenLinks(collections, path) },
    collections: collections.map((c) => collectionForBlocks(c, home)).filter((c): c is CollectionForBlocks => c !== null),
  };
}
