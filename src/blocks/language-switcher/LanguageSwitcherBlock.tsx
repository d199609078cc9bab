import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { languageSwitcherSchema, type LanguageSwitcherSettings } from "./schema";

/** What shows in place of the links on a site with one language. */
const ONE_LANGUAGE = "This site has one language. Languages added in Settings are listed here.";

/**
 * Renders a link to the page in each of the site's languages in a named `<nav>`, each named in
 * its own language with its `lang` and `hreflang`, the language shown marked with aria-current.
 */
export function LanguageSwitcherBlock({ id, settings, context }: BlockRenderProps<LanguageSwitcherSettings>) {
  const languages = context.site?.languages ?? [];
  if (languages.length < 2) {
    return (
      <BlockFrame id={id} type={languageSwitcherSchema.type} code={languageSwitcherSchema.code}>
        <p className="tsr-block-missing">{ONE_LANGUAGE}</p>
      </BlockFrame>
    );
  }
  return (
    <BlockFrame id={id} type={languageSwitcherSchema.type} code={languageSwitcherSchema.code}>
      <nav className={`tsr-language-switcher tsr-language-switcher--${settings.direction}`} aria-label={settings.screenReaderName}>
        <ul className="tsr-language-switcher__list">
          {languages.map((language) => (
            <li key={language.locale}>
              <a
                className="tsr-language-switcher__link"
                href={language.href}
                lang={language.locale}
                hrefLang={language.locale}
                aria-current={language.current ? "page" : undefined}
              >
                {language.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </BlockFrame>
  );
}
