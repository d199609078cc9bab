import { useEffect } from "react";
import { Icon } from "../../shell/ui/Icon";
import { COOKIE_BANNER_THEME, COOKIE_BANNER_VARIANT, type CookieBannerTheme, type CookieBannerVariant } from "../../../domain/enumerations/cookieBanner";
import { barPosition, popupPosition, stripEmptyParagraphs, type CookieBannerSettings } from "../../../domain/visitorSettings/cookieBannerSettings";
import { COOKIE_BANNER_MESSAGES, DEFAULT_COOKIE_BANNER_CTA_TEXT, DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT } from "../../../domain/messages/cookieBannerMessages";
import { COOKIE_BANNER_STYLE } from "../../../browser/consent/cookieBannerStyle";

const STYLE_ID = "tsr-cookie-banner-style";

function kebab(value: string): string {
  return value.toLowerCase().replace(/_/g, "-");
}

/** The banner text as a visitor reads it: rich text reduced to its words in an inert document, or the default sentence. */
function plainText(text: string): string {
  const stripped = stripEmptyParagraphs(text);
  const words = stripped.startsWith("<") ? (new DOMParser().parseFromString(stripped, "text/html").body.textContent ?? "") : stripped;
  return words.trim() || COOKIE_BANNER_MESSAGES.defaultText;
}

function Banner({ settings, variant, theme }: { settings: CookieBannerSettings; variant: CookieBannerVariant; theme: CookieBannerTheme }) {
  const position = variant === COOKIE_BANNER_VARIANT.BAR ? barPosition(settings.cookieBannerPosition) : popupPosition(settings.cookieBannerPosition);
  const icon = settings.cookieBannerCtaVariant === "ICON";
  const accept = settings.cookieBannerCtaText.trim() || DEFAULT_COOKIE_BANNER_CTA_TEXT;
  const decline = settings.cookieBannerOptOutCtaText.trim() || DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT;
  return (
    <div
      className={[
        "tsr-cookie-banner",
        `tsr-cookie-banner--${kebab(variant)}`,
        `tsr-cookie-banner--${kebab(position)}`,
        `tsr-cookie-banner--${kebab(theme)}`,
        `tsr-cookie-banner--cta-${kebab(settings.cookieBannerCtaVariant)}`,
      ].join(" ")}
    >
      <div className="tsr-cookie-banner__text">{plainText(settings.cookieBannerText)}</div>
      <div className="tsr-cookie-banner__actions">
        {settings.cookieBannerAcceptType === "OPT_IN_AND_OUT" ? (
          <button type="button" className="tsr-cookie-banner__decline" title={decline}>
            {icon ? <Icon name="cross" /> : decline}
          </button>
        ) : null}
        <button type="button" className="tsr-cookie-banner__accept" title={accept}>
          {icon ? <Icon name="check" /> : accept}
        </button>
      </div>
    </div>
  );
}

const PREVIEWS = [
  { variant: COOKIE_BANNER_VARIANT.BAR, theme: COOKIE_BANNER_THEME.LIGHT, label: "Bar, light" },
  { variant: COOKIE_BANNER_VARIANT.BAR, theme: COOKIE_BANNER_THEME.DARK, label: "Bar, dark" },
  { variant: COOKIE_BANNER_VARIANT.POPUP, theme: COOKIE_BANNER_THEME.LIGHT, label: "Pop-up, light" },
  { variant: COOKIE_BANNER_VARIANT.POPUP, theme: COOKIE_BANNER_THEME.DARK, label: "Pop-up, dark" },
] as const;

/**
 * A live preview of the banner being edited as a bar and as a pop-up, each in the light and
 * the dark theme, drawn with the site's own banner styles inside small page frames. The one
 * matching the chosen layout and theme is marked.
 */
export function CookieBannerPreview({ settings }: { settings: CookieBannerSettings }) {
  useEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = COOKIE_BANNER_STYLE;
    document.head.append(style);
  }, []);
  return (
    <div className="banner-previews">
      {PREVIEWS.map((preview) => {
        const chosen = preview.variant === settings.cookieBannerVariant && preview.theme === settings.cookieBannerTheme;
        return (
          <figure className={chosen ? "banner-preview banner-preview-chosen" : "banner-preview"} key={preview.label}>
            <div className="banner-preview-page" inert>
              <div className="banner-preview-lines" aria-hidden="true" />
              <Banner settings={settings} variant={preview.variant} theme={preview.theme} />
            </div>
            <figcaption>
              {preview.label}
              {chosen ? " (your choice)" : ""}
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
