import type { HeadLink } from "../../../site/render/headLinks";
import { absoluteUrl } from "../../../site/render/SeoHead";
import { SEARCH_PATH } from "../../../domain/search/searchAddress";
import { GIFT_CARD_CHECKOUT_PATH } from "../../../domain/commerce/giftCardPaths";
import { DONATE_PATH } from "../../../domain/commerce/donations";
import { ACCOUNT_PATHS } from "../../../domain/people/accountPaths";
import type { Collection } from "../content/contentRecords";
import type { PageLanguage } from "./pageLanguage";

/** The head's links to a page in each of the site's languages, and to the primary language's as the one for any other ("x-default"). */
export function languageAlternates(language: PageLanguage, baseUrl: string): HeadLink[] {
  const links = language.links.map((link) => ({ rel: "alternate" as const, hreflang: link.locale, href: absoluteUrl(link.href, baseUrl) }));
  const primary = links[0];
  return primary ? [...links, { ...primary, hreflang: "x-default" }] : [];
}

/** The pages made for each request that a language also serves under its prefix (`/fr/search`, `/fr/checkout/giftcard`, `/fr/checkout/donate`, `/fr/account` and the account pages under it). */
const LANGUAGE_PAGE_PATHS = [SEARCH_PATH, GIFT_CARD_CHECKOUT_PATH, DONATE_PATH, ACCOUNT_PATHS.account] as const;

/** The first segments of the addresses a language serves under its prefix: every collection's, the member areas' included, and its search, gift card checkout and customer account pages'. */
export function servedSlugs(collections: readonly Collection[]): ReadonlySet<string> {
  const slugs = collections.map((c) => c.urlSlug);
  return new Set([...slugs, ...LANGUAGE_PAGE_PATHS.map((path) => path.split("/")[1] ?? "")]);
}
