import { translatedPost, translatedTitle, type TranslationLookup } from "../../../domain/translations/translatedItems";
import type { ContentRoute } from "./contentRoute";

/**
 * Whether what a path names is served under an additional language's prefix: pages, blogs with
 * their posts and listings, events pages with their events, shops with their products and
 * categories, and the member areas' pages (to whom the primary language shows them); never what
 * is not found.
 */
export function servedInEveryLanguage(route: ContentRoute): boolean {
  return route.kind !== "not-found";
}

/**
 * What a path names as an additional language shows it: a blog's listed posts and a post with
 * their translated titles and excerpts, an events page's events with their translated titles;
 * the primary language's words where there is no translation. (A post's blocks are translated
 * with its layout, SitePages.shownPage; a shop's products as the shop reads them.)
 */
export function routeInLanguage(route: ContentRoute, lookup: TranslationLookup): ContentRoute {
  switch (route.kind) {
    case "blog":
      return { ...route, posts: route.posts.map((post) => translatedPost(lookup, post)) };
    case "post":
      return { ...route, item: translatedPost(lookup, route.item) };
    case "events":
      return {
        ...route,
        events: { upcoming: route.events.upcoming.map((e) => translatedTitle(lookup, e)), past: route.events.past.map((e) => translatedTitle(lookup, e)) },
      };
    default:
      return route;
  }
}
