import { DEFAULT_CURRENCY } from "../../../domain/currencies";
import { MEASUREMENT_STANDARD } from "../../../domain/enumerations/units";
import type { SiteContext } from "../../../domain/siteContext";
import { announcementBarOf, cookieBannerOf, mobileInfoBarOf, popupOverlayOf } from "../analytics/visitorSettingsPresenter";
import type { Viewer } from "../accounts/viewer";
import { generalSettingsInContext } from "../settings/generalSettings";
import type { Website } from "../sites/websiteRecord";
import type { Collection, Item } from "./contentRecords";

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

/**
 * Builds the site context of spec 1 §1 (and the page context of §3) for one page view: the
 * website, its settings, the signed-in account and roles, and what page this is. Store settings
 * show only what the browser needs (never coupons or tax rules).
 */
export function buildSiteContext(input: { website: Website; viewer: Viewer | null; appDomain: string; baseUrl: string; page: PageContextInput }): SiteContext {
  const { website, viewer, page } = input;
  const store = website.storeSettings;
  return {
    website: {
      id: website.id,
      websiteType: website.websiteType,
      ...generalSettingsInContext(website, "website"),
      baseUrl: input.baseUrl,
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
    appDomain: input.appDomain,
    authenticatedAccount: viewer ? { id: viewer.accountId, email: viewer.email, displayName: viewer.displayName } : null,
    websiteRoles: viewer ? viewer.roles : [],
    pageType: page.pageType,
    collection: page.collection ? { id: page.collection.id, title: page.collection.title, type: page.collection.type, urlSlug: page.collection.urlSlug } : null,
    collectionId: page.collection?.id ?? null,
    cookieSettings: cookieBannerOf(website),
    showAnnouncementBar: website.showAnnouncementBar,
    announcementBar: announcementBarOf(website),
    item: page.item ? { id: page.item.id, title: page.item.title, recordType: page.item.recordType } : null,
    templateId: website.templateId,
    templateVersion: website.templateVersion,
    accessPermissions: page.accessPermissions,
    websiteLocale: website.locale,
    memberLocale: website.locale,
  };
}
