import { collectionsSection } from "./collectionsSection";
import { domainsSection } from "./domainsSection";
import { assetsSection } from "../media/assetsSection";
import type { SiteSection } from "./siteSection";
import { captchaSection } from "../captcha/captchaSection";
import { formsSection } from "../forms/formsSection";
import { subscribersSection } from "../newsletter/subscribersSection";
import { productsSection } from "../store/productsSection";
import { sectionLibrarySection } from "../sectionLibrary/sectionLibrarySection";

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
];
