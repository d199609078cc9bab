import { LanguageList } from "../../blocks/shared/LanguageList";
import { languageShortName, type LanguageLink } from "../../domain/translations/languagePaths";
import { HEADER_LANGUAGES_CLASS } from "../runtime/headerLanguagesSelector";

/**
 * The site header's compact language list: a button showing the current language's short name
 * ("EN") that opens the page's links in each language (LanguageList, the language switcher
 * block's own list). A <details> so it opens with Enter or Space, and without script (the
 * runtime closes it on Escape and when left, runtime/headerLanguages.ts); its
 * spoken name adds the list's name in the page's language ("EN, Languages").
 */
export function HeaderLanguages({ languages, name }: { languages: readonly LanguageLink[]; name: string }) {
  const current = languages.find((language) => language.current) ?? languages[0]!;
  return (
    <details className={HEADER_LANGUAGES_CLASS}>
      <summary className="tsr-header-languages__button">
        <span lang={current.locale}>{languageShortName(current.locale)}</span>
        <span className="tsr-header-languages__spoken">, {name}</span>
      </summary>
      <div className="tsr-header-languages__panel">
        <LanguageList languages={languages} name={name} />
      </div>
    </details>
  );
}
