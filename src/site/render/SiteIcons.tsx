import type { SiteIdentity } from "../../domain/siteStyles/siteIdentity";
import { faviconHref, resizedPicture } from "../../domain/siteStyles/siteIdentityLinks";

/**
 * The head's site icon: the owner's favicon (resized for tabs and for phones' home screens) or
 * Tessera's inline one. (The social image is a shared link's picture, in SeoHead.)
 */
export function SiteIcons({ identity }: { identity: SiteIdentity }) {
  return (
    <>
      <link rel="icon" href={faviconHref(identity)} />
      {identity.favicon ? <link rel="apple-touch-icon" href={resizedPicture(identity.favicon, 180)} /> : null}
    </>
  );
}
