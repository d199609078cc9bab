import { SiteTitleContent } from "../../blocks/shared/SiteTitleContent";
import type { HeaderLogo } from "../../domain/siteStyles/siteIdentityLinks";
import type { CartIconWords } from "../../domain/messages/cartMessages";
import { PRIMARY_STORE_TEXTS, type StoreTexts } from "../../domain/translations/storeTexts";
import type { LanguageLink } from "../../domain/translations/languagePaths";
import { HeaderLanguages } from "./HeaderLanguages";

/** The header's own words in the page's language: the menu button's, the Account link's, the language list's, the cart icon's spoken ones and its navigation's spoken name; and, around it, the skip link's and the footer's social links' spoken name. */
export type HeaderTexts = Pick<StoreTexts, "menu" | "account" | "languages" | "headerNavigation" | "skipToContent" | "socialLinks" | keyof CartIconWords>;

/** The header's words out of the store's words in a page's language. */
export function headerTextsOf(texts: StoreTexts): HeaderTexts {
  const { menu, account, languages, headerNavigation, skipToContent, socialLinks, cartIcon, cartOneItem, cartItems, cartManyItems } = texts;
  return { menu, account, languages, headerNavigation, skipToContent, socialLinks, cartIcon, cartOneItem, cartItems, cartManyItems };
}

/** A link in the site's main navigation. */
export interface NavigationLink {
  title: string;
  href: string;
  current: boolean;
}

/**
 * The cart icon of a site with a store: a link to the cart whose count, spoken label and empty
 * marker the runtime fills from the cart count cookie (browser/cartIcon.ts). The page (a cached
 * one, the same for every visitor) cannot know the visitor's cart, so it carries no count: none
 * is shown until the runtime writes one, rather than a wrong 0 without script. The count is drawn
 * from its data-cart-count attribute by the stylesheet, so the link's visible text never
 * contradicts its spoken label ("One item in cart" beside a "1"); it carries its spoken words in
 * the page's language for the runtime (`data-texts`).
 */
function CartIcon({ words }: { words: CartIconWords }) {
  const texts: CartIconWords = { cartIcon: words.cartIcon, cartOneItem: words.cartOneItem, cartItems: words.cartItems, cartManyItems: words.cartManyItems };
  return (
    <a className="tsr-cart-icon tsr-cart-icon--empty" href="/cart" aria-label={words.cartIcon} data-cart-icon="" data-texts={JSON.stringify(texts)}>
      <svg className="tsr-cart-icon__glyph" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <span className="tsr-cart-icon__count" aria-hidden="true" />
    </a>
  );
}

/** The header's link to the customer's account in the page's language (signing in first when needed), a plain link reached by Tab. */
function AccountLink({ label, href }: { label: string; href: string }) {
  return (
    <a className="tsr-account-link" href={href}>
      <svg className="tsr-account-link__glyph" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M4 20c1.2-3.6 4.3-5.5 8-5.5s6.8 1.9 8 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="tsr-account-link__text">{label}</span>
    </a>
  );
}

/** The id of the main navigation, which the phone menu button controls. */
const NAVIGATION_ID = "tsr-site-nav";

/**
 * The site header: the site's logo or title (or both) linking home, the main navigation, the
 * language list when the site has more than one language (HeaderLanguages), the Account link
 * when the site has a store or customer accounts, and the cart icon when it has a store, in the page's language (`texts`, the primary language's by default); `layout` is the site styles' header layout as data
 * attributes (headerAttributes). On phones with script the navigation folds behind a menu button
 * (site.css; runtime/siteMenu.ts opens it); without script it shows in full.
 */
export function SiteHeader(props: {
  siteTitle: string;
  homeHref: string;
  navigation: NavigationLink[];
  cart?: boolean;
  /** Where the Account link leads, the account page in the page's language; no link when not given (the site has neither a store nor customer accounts). */
  accountHref?: string | undefined;
  /** The site's logo, in place of or before the title. */
  logo?: HeaderLogo | undefined;
  layout?: Record<string, string | undefined>;
  texts?: HeaderTexts;
  /** The page in each of the site's languages; the language list shows when there are two or more. */
  languages?: readonly LanguageLink[];
}) {
  const texts = props.texts ?? headerTextsOf(PRIMARY_STORE_TEXTS);
  const languages = props.languages && props.languages.length > 1 ? props.languages : null;
  return (
    <header className="tsr-site-header" {...props.layout}>
      <div className="tsr-container tsr-site-header__inner">
        <a className="tsr-site-title" href={props.homeHref}>
          <SiteTitleContent siteTitle={props.siteTitle} logo={props.logo} />
        </a>
        {props.navigation.length > 0 ? (
          <button type="button" className="tsr-menu-button" aria-expanded="false" aria-controls={NAVIGATION_ID} data-site-menu="">
            {texts.menu}
          </button>
        ) : null}
        {props.navigation.length > 0 ? (
          <nav className="tsr-site-nav" id={NAVIGATION_ID} aria-label={texts.headerNavigation}>
            <ul>
              {props.navigation.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={link.current ? "page" : undefined}>
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {languages || props.accountHref || props.cart ? (
          <div className="tsr-site-header__tools">
            {languages ? <HeaderLanguages languages={languages} name={texts.languages} /> : null}
            {props.accountHref ? <AccountLink label={texts.account} href={props.accountHref} /> : null}
            {props.cart ? <CartIcon words={texts} /> : null}
          </div>
        ) : null}
      </div>
    </header>
  );
}
