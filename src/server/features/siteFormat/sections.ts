import { collectionsSection } from "./collectionsSection";
import { domainsSection } from "./domainsSection";
import { assetsSection } from "./assetsSection";
import type { SiteSection } from "./siteSection";
import { captchaSection } from "./captchaSection";
import { formsSection } from "./formsSection";
import { subscribersSection } from "./subscribersSection";
import { productsSection } from "./productsSection";
import { sectionLibrarySection } from "./sectionLibrarySection";
import { redirectsSection } from "./redirectsSection";
import { memberAreasSection } from "./memberAreasSection";

/**
 * The sections of the site file after `website`, in import order. A feature that keeps
 * per-site data adds its section here so export and import stay whole.
 */
export const SITE_SECTIONS: readonly SiteSection<unknown>[] = [
  domainsSection,
  collectionsSection,
  sectionLibrarySection,
  assetsSection,
  formsSection,
  captchaSection,
  subscribersSection,
  productsSection,
  redirectsSection,
  memberAreasSection,
];
