import { normalizeCookieBannerSettings, type CookieBannerSettings } from "../../../domain/visitorSettings/cookieBannerSettings";
import { iconElement } from "../../../browser/icons";
import { activateTrackingScripts, clearTrackingCookies, readConsent, storeConsent } from "../../../browser/consent/consent";
import { trackingCookiesWithheld } from "../../../domain/visitorSettings/trackingConsent";
import { COOKIE_BANNER_STYLE } from "../../../browser/consent/cookieBannerStyle";
import { pageWords } from "../../../browser/pageWords";
import { CONTROL_SCRIPT_WORDS } from "../../../domain/messages/controlWords";

/** The class the body carries while the banner is forced open. */
export const FORCED_BODY_CLASS = "tsr-cookie-banner-forced";

let settings: CookieBannerSettings | null = null;

function ensureStyle(): void {
  if (document.getElementById("tsr-cookie-banner-style")) return;
  const style = document.createElement("style");
  style.id = "tsr-cookie-banner-style";
  style.textContent = COOKIE_BANNER_STYLE;
  document.head.append(style);
}

function kebab(value: string): string {
  return value.toLowerCase().replace(/_/g, "-");
}

function choiceButton(s: CookieBannerSettings, label: string, kind: "accept" | "decline"): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `tsr-cookie-banner__${kind}`;
  button.dataset.choice = kind;
  if (s.cookieBannerCtaVariant === "ICON") {
    button.setAttribute("aria-label", label);
    button.title = label;
    button.append(iconElement(kind === "accept" ? "check" : "cross"));
  } else {
    button.textContent = label;
  }
  return button;
}

function render(s: CookieBannerSettings): HTMLElement {
  const banner = document.createElement("div");
  banner.className = [
    "tsr-cookie-banner",
    `tsr-cookie-banner--${kebab(s.cookieBannerVariant)}`,
    `tsr-cookie-banner--${kebab(s.cookieBannerPosition)}`,
    `tsr-cookie-banner--${kebab(s.cookieBannerTheme)}`,
    `tsr-cookie-banner--cta-${kebab(s.cookieBannerCtaVariant)}`,
  ].join(" ");
  banner.setAttribute("role", "region");
  banner.setAttribute("aria-label", pageWords({ cookieBannerName: CONTROL_SCRIPT_WORDS.cookieBannerName }).cookieBannerName);
  banner.dataset.variant = s.cookieBannerVariant;
  banner.dataset.position = s.cookieBannerPosition;
  banner.dataset.theme = s.cookieBannerTheme;
  banner.dataset.ctaVariant = s.cookieBannerCtaVariant;
  banner.dataset.acceptType = s.cookieBannerAcceptType;
  const text = document.createElement("div");
  text.className = "tsr-cookie-banner__text";
  // The server cleaned the owner's text down to formatting tags and safe links.
  text.innerHTML = s.cookieBannerText;
  const actions = document.createElement("div");
  actions.className = "tsr-cookie-banner__actions";
  if (s.cookieBannerAcceptType === "OPT_IN_AND_OUT") actions.append(choiceButton(s, s.cookieBannerOptOutCtaText, "decline"));
  actions.append(choiceButton(s, s.cookieBannerCtaText, "accept"));
  banner.append(text, actions);
  actions.addEventListener("click", (event) => {
    const choice = (event.target as HTMLElement).closest<HTMLElement>("[data-choice]")?.dataset.choice;
    if (choice) choose(choice === "accept");
  });
  return banner;
}

function choose(accepted: boolean): void {
  storeConsent(accepted);
  unmount();
  if (accepted) activateTrackingScripts();
  else if (settings && trackingCookiesWithheld(settings, false)) clearTrackingCookies();
}

function unmount(): void {
  document.querySelector(".tsr-cookie-banner")?.remove();
}

function mount(): void {
  if (!settings) return;
  unmount();
  ensureStyle();
  document.body.append(render(settings));
}

/** Shows the banner when the site enables it and the visitor has not chosen yet (spec 1 §4). */
export function showCookieBannerIfNeeded(raw: Record<string, unknown>): void {
  settings = normalizeCookieBannerSettings(raw);
  if (settings.isCookieBannerEnabled && readConsent() === null) mount();
}

/** Forces the banner open whatever the visitor chose, marking the body. */
export function forceCookieBanner(raw: Record<string, unknown>): void {
  settings ??= normalizeCookieBannerSettings(raw);
  document.body.classList.add(FORCED_BODY_CLASS);
  mount();
}

/** Replaces the banner's settings (for a live preview) and redraws it when it is showing. */
export function updateCookieBanner(raw: Record<string, unknown>): void {
  settings = normalizeCookieBannerSettings(raw);
  if (document.querySelector(".tsr-cookie-banner")) mount();
}

/** Ends forcing: removes the body class and mounts the banner again under the normal rules. */
export function unforceCookieBanner(raw: Record<string, unknown>): void {
  settings ??= normalizeCookieBannerSettings(raw);
  document.body.classList.remove(FORCED_BODY_CLASS);
  unmount();
  if (settings.isCookieBannerEnabled && readConsent() === null) mount();
}
