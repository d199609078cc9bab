import type { AnnouncementBarSettings, MobileInfoBarSettings } from "./visitorSettings/barSettings";
import type { CookieBannerApiSettings } from "./visitorSettings/cookieBannerSettings";
import type { PopupOverlaySettings } from "./visitorSettings/popupOverlaySettings";
import type { SettingsInContext } from "./siteSettings/siteSettingDefinitions";

/**
 * The site context every published page embeds as JSON in
 * `<script id="site-context" type="application/json">` (spec 1 §1 and §3 "page context").
 * The runtime and islands read it; the server builds it. Types only.
 */
export interface SiteContext {
  /** The website, with the general settings whose definitions name this part (identifier, developerMode, cloneable). */
  website: {
    id: string;
    /** Website kind code (cover page 2, parking page 3, ...). */
    websiteType: number;
    baseUrl: string;
    siteTitle: string;
  } & SettingsInContext<"website">;
  siteStatus: { value: number };
  /** Settings pages need, with the general settings whose definitions name this part (useEscapeKeyToLogin). */
  websiteSettings: {
    storeSettings: { expressCheckout: boolean; measurementStandard: number } & Record<string, unknown>;
    disqusShortname: string;
    commentsEnabled: boolean;
    popupOverlaySettings: PopupOverlaySettings;
    mobileInfoBarSettings: MobileInfoBarSettings;
    pinterestOverlayOptions: { mode: string } & Record<string, unknown>;
  } & SettingsInContext<"websiteSettings">;
  appDomain: string;
  /** The platform's map tiles (the server's MAP_TILES) as pages load them, "" for none; a site's own tile server comes first. */
  mapTiles: string;
  authenticatedAccount: { id: string; email: string; displayName: string } | null;
  /** Role ids (spec 2 §6) the signed-in account holds on this site; empty for visitors. */
  websiteRoles: number[];
  pageType: number;
  collection: { id: string; title: string; type: number; urlSlug: string } | null;
  collectionId: string | null;
  /** The cookie banner settings, normalised (spec 1 §4), in their API form. */
  cookieSettings: CookieBannerApiSettings;
  showAnnouncementBar: boolean;
  /** The announcement bar's content (shown when showAnnouncementBar). */
  announcementBar: AnnouncementBarSettings;
  item: { id: string; title: string; recordType: number } | null;
  templateId: string;
  templateVersion: string;
  /** What a visitor needs to see the page: [] when public, ["password"] behind a lock screen. */
  accessPermissions: string[];
  websiteLocale: string;
  memberLocale: string;
}

/** The id of the script element that carries the site context. */
export const SITE_CONTEXT_ELEMENT_ID = "site-context";
/** The id of the script element that maps this page's island names to their module URLs. */
export const ISLAND_MAP_ELEMENT_ID = "tessera-islands";
