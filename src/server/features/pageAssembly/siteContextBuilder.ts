import { DEFAULT_CURRENCY } from "../../../domain/currencies";
import { MEASUREMENT_STANDARD } from "../../../domain/enumerations/units";
import type { SiteContext } from "../../../domain/siteContext";
import { scriptJson } from "../../../site/render/scriptJson";
import { announcementBarOf, cookieBannerOf, mobileInfoBarOf, popupOverlayOf } from "../analytics/visitorSettingsPresenter";
import type { Viewer } from "../accounts/viewer";
import { generalSettingsInContext } from "../settings/generalSettings";
import type { Website } from "../sites/websiteRecord";
import type { Collection, Item } from "../content/contentRecords";

/** What the page being served adds to the site context. */
export interface PageContextInput {
  pageType: number;
  collection: Collection | null;
  item: Item | null;
  accessPermissions: string[];
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === "boolean" ? value : fallback;
}

/** The parts of the site context that differ from page to page and viewer to viewer. */
type PageKeys = "authenticatedAccount" | "websiteRoles" | "pageType" | "collection" | "collectionId" | "item" | "accessPermissions";

/** The site-wide part of a site context, from the website record, the platform's domain and the address the site is reached at. */
function siteWideContext(website: Website, appDomain: string, baseUrl: string, mapTiles: string): Omit<SiteContext, PageKeys> {
  const store = website.storeSettings;
  return {
    website: {
      id: website.id,
      websiteType: website.websiteType,
      ...generalSettingsInContext(website, "website"),
      baseUrl,
      siteTitle: website.title,
    },
    siteStatus: { value: website.status },
    websiteSettings: {
      storeSettings: {
        expressCheckout: flag(store.expressCheckout, false),
        measurementStandard: typeof store.measurementStandard === "number" ? store.measurementStandard : MEASUREMENT_STANDARD.IMPERIAL,
        currency: typeof store.currency === "string" ? store.currency : DEFAULT_CURRENCY,
        pixelId: typeof store.pixelId === "string" ? store.pixelId : "",
      },
      disqusShortname: website.disqusShortname,
      commentsEnabled: website.commentsEnabled,
      popupOverlaySettings: popupOverlayOf(website),
      mobileInfoBarSettings: mobileInfoBarOf(website),
      pinterestOverlayOptions: {
        ...website.pinterestOverlayOptions,
        mode: typeof website.pinterestOverlayOptions.mode === "string" ? website.pinterestOverlayOptions.mode : "disabled",
      },
      ...generalSettingsInContext(website, "websiteSettings"),
    },
    appDomain,
    mapTiles,
    cookieSettings: cookieBannerOf(website),
    showAnnouncementBar: website.showAnnouncementBar,
    announcementBar: announcementBarOf(website),
    templateId: website.templateId,
    templateVersion: website.templateVersion,
    websiteLocale: website.locale,
    memberLocale: website.locale,
  };
}

/**
 * The site-wide members of the site context (spec 1 §1) as script-safe JSON without its braces:
 * the website, its settings and where it is reached. Store settings show only what the browser
 * needs (never coupons or tax rules). Written into the kept page shell, so it is made once per
 * site version and address rather than for every page.
 */
export function siteWideContextJson(website: Website, appDomain: string, baseUrl: string, mapTiles: string): string {
  return scriptJson(siteWideContext(website, appDomain, baseUrl, mapTiles)).slice(1, -1);
}

/**
 * The members of the site context that belong to one page view (and the page context of spec 1
 * §3), as script-safe JSON without its braces: the signed-in account and roles, and what page
 * this is. A page's context is the site-wide members and these, in one object.
 */
export function pageContextJson(viewer: Viewer | null, page: PageContextInput): string {
  const pageMembers: Pick<SiteContext, PageKeys> = {
    authenticatedAccount: viewer ? { id: viewer.accountId, email: viewer.email, displayName: viewer.displayName } : null,
    websiteRoles: viewer ? viewer.roles : [],
    pageType: page.pageType,
    collection: page.collection ? { id: page.collection.id, title: page.collection.title, type: page.collection.type, urlSlug: page.collection.urlSlug } : null,
    collectionId: page.collection?.id ?? null,
    item: page.item ? { id: page.item.id, title: page.item.title, recordType: page.item.recordType } : null,
    accessPermissions: page.accessPermissions,
  };
  return scriptJson(pageMembers).slice(1, -1);
}
