import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { languageName } from "../../domain/translations/languagePaths";
import { languageSwitcherSchema, type LanguageSwitcherSettings } from "./schema";

/**
 * Renders a link to the page in each of the site's languages in a named list (not a landmark: a
 * page may hold the switcher in its header and its footer), each named in
 * its own language with its `lang` and `hreflang`, the language shown marked with aria-current;
 * a site with one language lists that one, the page itself.
 */
export function LanguageSwitcherBlock({ id, settings, context }: BlockRenderProps<LanguageSwitcherSettings>) {
  const languages = context.site?.languages ?? [{ locale: context.locale, name: languageName(context.locale), href: context.pagePath, current: true }];
  return (
    <BlockFrame id={id} type={languageSwitcherSchema.type} code={languageSwitcherSchema.code}>
      <div className={`tsr-language-switcher tsr-language-switcher--${settings.direction}`}>
        <ul className="tsr-language-switcher__list" aria-label={settings.screenReaderName}>
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
      </div>
    </BlockFrame>
  );
}
