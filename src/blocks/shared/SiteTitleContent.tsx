import type { HeaderLogo } from "../../domain/siteStyles/siteIdentityLinks";

/**
 * What the site header's home link shows: the logo, in place of or before the site's title, or the
 * title alone. Shared by the published header and the design screen's live preview, so both draw it alike.
 */
export function SiteTitleContent({ siteTitle, logo }: { siteTitle: string; logo: HeaderLogo | undefined }) {
  return (
    <>
      {logo ? (
        <img
          className="tsr-site-logo"
          src={logo.src}
          alt={logo.placement === "replace" ? siteTitle : ""}
          width={logo.width}
          height={logo.height}
          style={{ height: `${logo.height}px` }}
        />
      ) : null}
      {logo?.placement === "replace" ? null : siteTitle}
    </>
  );
}
