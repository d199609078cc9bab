import type { SiteIdentity } from "../../domain/siteStyles/siteIdentity";
import { absolutePicture, faviconHref, resizedPicture } from "../../domain/siteStyles/siteIdentityLinks";

/**
 * The head's site icon and shared-link picture: the owner's favicon (resized for tabs and for
 * phones' home screens) or Tessera's inline one, and the social image as `og:image` on the
 * site's own host with a large Twitter card.
 */
export function SiteIcons({ identity, baseUrl }: { identity: SiteIdentity; baseUrl: string }) {
  return (
    <>
      <link rel="icon" href={faviconHref(identity)} />
      {identity.favicon ? <link rel="apple-touch-icon" href={resizedPicture(identity.favicon, 180)} /> : null}
      {identity.socialImage ? (
        <>
          <meta property="og:image" content={absolutePicture(resizedPicture(identity.socialImage, 1200), baseUrl)} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      ) : null}
    </>
  );
}
