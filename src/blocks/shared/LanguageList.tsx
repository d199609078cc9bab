import type { LanguageLink } from "../../domain/translations/languagePaths";

/**
 * The list of links to the page in each of the site's languages, each named in its own language
 * with its `lang` and `hreflang`, the language shown marked with aria-current: one markup for the
 * language switcher block and the site header's language list.
 */
export function LanguageList({ languages, name }: { languages: readonly LanguageLink[]; name: string }) {
  return (
    <ul className="tsr-language-switcher__list" aria-label={name}>
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
  );
}
