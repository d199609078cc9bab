import { MOBILE_INFO_BAR_MAX_WIDTH } from "../../../domain/visitorSettings/barSettings";
import { isOwnerLink } from "../../../domain/visitorSettings/ownerLinks";
import type { SiteContext } from "../../../domain/siteContext";
import { OVERLAY_STYLE } from "./overlayStyle";
import { pageWords } from "../../../browser/pageWords";
import { CONTROL_SCRIPT_WORDS } from "../../../domain/messages/controlWords";

function ensureStyle(): void {
  if (document.getElementById("tsr-overlay-style")) return;
  const style = document.createElement("style");
  style.id = "tsr-overlay-style";
  style.textContent = OVERLAY_STYLE;
  document.head.append(style);
}

/**
 * The announcement bar across the top of the page: shown to everyone when the site turns it on,
 * and to a signed-in owner as a faded preview while it is off (spec 1 §6); named in the page's
 * language (the body's `data-texts`).
 */
export function showAnnouncementBar(context: SiteContext): HTMLElement | null {
  const bar = context.announcementBar;
  if (!bar.text || (!context.showAnnouncementBar && !context.authenticatedAccount)) return null;
  ensureStyle();
  const element = document.createElement("div");
  element.className = `tsr-announcement-bar${context.showAnnouncementBar ? "" : " tsr-announcement-bar--preview"}`;
  element.setAttribute("role", "region");
  element.setAttribute("aria-label", pageWords({ announcementName: CONTROL_SCRIPT_WORDS.announcementName }).announcementName);
  if (bar.linkUrl && isOwnerLink(bar.linkUrl)) element.append(Object.assign(document.createElement("a"), { href: bar.linkUrl, textContent: bar.text }));
  else element.textContent = bar.text;
  document.body.prepend(element);
  return element;
}

/** The mobile info bar: the owner's text with call and email shortcuts, on screens up to 1024 px wide, its own words in the page's language. */
export function showMobileInfoBar(context: SiteContext): HTMLElement | null {
  const info = context.websiteSettings.mobileInfoBarSettings;
  if (!info.isEnabled || window.innerWidth > MOBILE_INFO_BAR_MAX_WIDTH) return null;
  ensureStyle();
  const bar = document.createElement("div");
  bar.className = `tsr-mobile-info-bar tsr-mobile-info-bar--${info.theme.toLowerCase()}`;
  bar.setAttribute("role", "region");
  const { contactBarName, contactBarCall, contactBarEmail } = CONTROL_SCRIPT_WORDS;
  const words = pageWords({ contactBarName, contactBarCall, contactBarEmail });
  bar.setAttribute("aria-label", words.contactBarName);
  if (info.text) bar.append(Object.assign(document.createElement("span"), { textContent: info.text }));
  if (info.phoneNumber)
    bar.append(Object.assign(document.createElement("a"), { href: `tel:${info.phoneNumber.replace(/[^\d+]/g, "")}`, textContent: words.contactBarCall }));
  if (info.emailAddress) bar.append(Object.assign(document.createElement("a"), { href: `mailto:${info.emailAddress}`, textContent: words.contactBarEmail }));
  document.body.append(bar);
  return bar;
}
