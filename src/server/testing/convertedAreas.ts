/**
 * The API areas whose routes declare their contract (zod schemas in src/domain/api, served in
 * /api/openapi.json), by URL prefix. The contract tests walk every route under these prefixes;
 * each area converted adds its prefixes here, until the list covers every /api route.
 */
const CONVERTED_AREAS: readonly string[] = [
  "/api/config/site/settings",
  "/api/config/site/domains",
  "/api/site-header-footer",
  "/api/multilingual/",
  "/api/config/site/cookie-banner",
  "/api/config/site/popup-overlay",
  "/api/config/site/announcement-bar",
  "/api/config/site/mobile-info-bar",
  "/api/config/me",
  "/api/config/people",
  "/api/config/pages",
  "/api/config/site-password",
  "/api/config/blogs",
  "/api/config/posts",
  "/api/config/layouts",
  "/api/config/outbox",
  "/api/config/forms",
  "/api/config/store/",
  "/api/config/analytics/",
  "/api/auth/",
  "/api/form/",
  "/api/captcha/",
  "/api/census/",
  "/api/events/",
  "/api/track/",
  "/api/commerce/",
  "/api/config/assets",
  "/api/config/form-submissions",
  "/api/config/newsletter/subscribers",
];

/** Whether a route's URL belongs to a converted area: it is a prefix or lies under it ("/api/config/me" is not "/api/config/media"). */
export function isConverted(url: string): boolean {
  return CONVERTED_AREAS.some((prefix) => url === prefix || url.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`));
}
