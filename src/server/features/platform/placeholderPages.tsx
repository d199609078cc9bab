import { renderPlatformPage } from "../../../site/render/platformChrome";

/** The answer visitors of an unavailable site get, with HTTP 503 (spec 1 §8's words for 503). */
export const SITE_UNAVAILABLE_MESSAGE = "This service is temporarily unavailable. Please try again later.";

/** The page visitors of a suspended or expired site get, with HTTP 503. */
export function renderSiteUnavailablePage(siteTitle: string): string {
  return renderPlatformPage(
    siteTitle,
    <>
      <h1>{siteTitle}</h1>
      <p>{SITE_UNAVAILABLE_MESSAGE}</p>
    </>,
  );
}

/** The parking page: the one page of a site of the parking page kind, holding its address. */
export function renderParkingPage(siteTitle: string): string {
  return renderPlatformPage(
    siteTitle,
    <>
      <h1>{siteTitle}</h1>
      <p>This address is reserved. A new site is on its way; please come back soon.</p>
    </>,
  );
}
