import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { languageName } from "../../domain/translations/languagePaths";
import { LanguageList } from "../shared/LanguageList";
import { languageSwitcherSchema, type LanguageSwitcherSettings } from "./schema";

/**
 * Renders a link to the page in each of the site's languages in a named list (LanguageList; not
 * a landmark: a page may hold the switcher in its header and its footer); a site with one
 * language lists that one, the page itself.
 */
export function LanguageSwitcherBlock({ id, settings, context }: BlockRenderProps<LanguageSwitcherSettings>) {
  const languages = context.site?.languages ?? [{ locale: context.locale, name: languageName(context.locale), href: context.pagePath, current: true }];
  return (
    <BlockFrame id={id} type={languageSwitcherSchema.type} code={languageSwitcherSchema.code}>
      <div className={`tsr-language-switcher tsr-language-switcher--${settings.direction}`}>
        <LanguageList languages={languages} name={settings.screenReaderName} />
      </div>
    </BlockFrame>
  );
}
