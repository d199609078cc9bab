import { DEFAULT_FAVICON } from "./favicon";
import type { SiteIdentity } from "./siteIdentity";

/** The logo as the site header shows it: its address and the size the page reserves for it. */
export interface HeaderLogo {
  src: string;
  /** Its width at the chosen height, when its own size is known. */
  width?: number;
  height: number;
  /** "replace": the logo stands for the title; "beside": the title follows it. */
  placement: SiteIdentity["logoPlacement"];
}

/** The header's logo at the chosen height (its width kept in proportion), or undefined for the title alone. */
export function headerLogo(identity: SiteIdentity): HeaderLogo | undefined {
  if (!identity.logo) return undefined;
  const { logoWidth, logoHeight, logoSize } = identity;
  const width = logoWidth && logoHeight ? Math.round((logoSize * logoWidth) / logoHeight) : undefined;
  return { src: identity.logo, ...(width ? { width } : {}), height: logoSize, placement: identity.logoPlacement };
}

/** An uploaded raster picture's link asking for the media library's smallest made width covering `width` (docs/media.md); others as they are. */
export function resizedPicture(src: string, width: number): string {
  return src.startsWith("/s/") && !src.toLowerCase().endsWith(".svg") ? `${src}?format=${width}w` : src;
}

/** A picture's address on the site's own host (`baseUrl`, e.g. https://shop.example), as shared links need it. */
export function absolutePicture(src: string, baseUrl: string): string {
  return src.startsWith("/") ? `${baseUrl.replace(/\/+$/, "")}${src}` : src;
}

/** The site icon's link for browser tabs: the owner's favicon asked for at 32 px wide, or Tessera's inline icon. */
export function faviconHref(identity: SiteIdentity): string {
  return identity.favicon ? resizedPicture(identity.favicon, 32) : DEFAULT_FAVICON;
}
