import { SITE_FONTS } from "../../../domain/siteStyles/fonts";
import { siteStylesOf } from "../settings/siteStyles";
import { DEFAULT_SITE_STYLES, type SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import type { ColourSet } from "../../../domain/siteStyles/palettes";
import { parseObject, type Website } from "../sites/websiteRecord";

/** The site's look as a mail carries it inline (mail programs ignore stylesheets and custom properties): its colours but the focus ring, and a font stack. */
export type MailLook = Omit<ColourSet, "focus"> & { font: string };

/** A site's look in its mails: its light sections' colours and its body font (docs/design.md). */
function mailLookOf(styles: SiteStyles): MailLook {
  const { ink, muted, line, paper, surface, accent, accentInk } = styles.light;
  return { ink, muted, line, paper, surface, accent, accentInk, font: SITE_FONTS[styles.fonts.body].stack };
}

/** Tessera's own look in mails: the default styles' (whose values site.css's `:root` holds, checked by the site styles' tests). */
export const SITE_MAIL_LOOK: MailLook = mailLookOf(DEFAULT_SITE_STYLES);

/** The look of the site whose extra settings (the website row's JSON) an order brings along; Tessera's look when they cannot be read. */
export function mailLookOfSite(extraSettingsJson: string): MailLook {
  let extraSettings: Record<string, unknown>;
  try {
    extraSettings = parseObject(extraSettingsJson);
  } catch {
    return SITE_MAIL_LOOK;
  }
  return mailLookOf(siteStylesOf({ extraSettings }));
}

/** The site a store mail speaks for: its name, which the mail names, and its look. */
export interface MailSite {
  title: string;
  look: MailLook;
}

/** A site's name and look in its mails, from its website record. */
export function mailSiteOf(website: Pick<Website, "title" | "extraSettings">): MailSite {
  return { title: website.title, look: mailLookOf(siteStylesOf({ extraSettings: website.extraSettings })) };
}
