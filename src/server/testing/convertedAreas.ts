/**
 * The API areas whose routes declare their contract (zod schemas in src/domain/api, served in
 * /api/openapi.json), by URL prefix. The contract tests walk every route under these prefixes;
 * each area converted adds its prefixes here, until the list covers every /api route.
 */
export const CONVERTED_AREAS: readonly string[] = [
  "/api/config/site/settings",
  "/api/config/site/domains",
  "/api/site-header-footer",
  "/api/config/store/",
  "/api/config/analytics/",
  "/api/auth/",
  "/api/form/",
  "/api/captcha/",
  "/api/census/",
  "/api/events/",
  "/api/track/",
];

/** Whether a route's URL belongs to a converted area. */
export function isConverted(url: string): boolean {
  return CONVERTED_AREAS.some((prefix) => url === prefix || url.startsWith(prefix));
}
