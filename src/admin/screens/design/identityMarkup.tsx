import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SiteFooter } from "../../../blocks/shared/SiteFooter";
import { SiteTitleContent } from "../../../blocks/shared/SiteTitleContent";
import { faviconHref, headerLogo } from "../../../domain/siteStyles/siteIdentityLinks";
import type { SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";

/** The parts of a page the site's identity and footer draw, as the editing frame shows them before a save. */
export interface IdentityMarkup {
  /** The inside of the header's home link: logo, title or both. */
  title: string;
  /** The whole site footer. */
  footer: string;
  /** The address of the page's site icon. */
  favicon: string;
}

/**
 * A part of a page as static markup. Rendered outside a whole document, React puts the preloads it
 * would hoist into the head (the logo's) in front of the part; the frame needs only the part.
 */
function partMarkup(part: ReactElement): string {
  return renderToStaticMarkup(part).replace(/^(?:<link [^>]*\/>)+/, "");
}

/**
 * The header's title, the footer and the icon link for unsaved styles, drawn by the components the
 * published page uses (SiteTitleContent, SiteFooter), so the preview and the page cannot differ.
 */
export function identityMarkup(siteTitle: string, styles: Pick<SiteStyles, "identity" | "footer">): IdentityMarkup {
  return {
    title: partMarkup(<SiteTitleContent siteTitle={siteTitle} logo={headerLogo(styles.identity)} />),
    footer: partMarkup(<SiteFooter siteTitle={siteTitle} footer={styles.footer} />),
    favicon: faviconHref(styles.identity),
  };
}
