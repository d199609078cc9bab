/** The one translatable item of kind "site": the owner's words every page shows around its content (server/features/analytics/siteWideTexts.ts). */
export const SITE_TEXTS_ITEM = "site-wide";

/** What the translation screen calls the site-wide texts. */
export const SITE_TEXTS_TITLE = "Cookie banner, bars and popup";
