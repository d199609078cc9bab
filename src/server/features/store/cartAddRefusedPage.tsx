import { domainErrorAnswer } from "../../../domain/errorAnswer";
import type { DomainError } from "../../../domain/errors";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { MULTILINGUAL_SETTINGS_KEY, readMultilingualSettings } from "../../../domain/siteSettings/multilingualSchema";
import { languagePath } from "../../../domain/translations/languagePaths";
import type { StoreTexts } from "../../../domain/translations/storeTexts";
import type { SitePageBody } from "../pageAssembly/sitePageBody";
import type { Website } from "../sites/websiteRecord";

/** What a refused Add to cart without script shows: what went wrong, in the store's words, and the way back to the product. */
function CartAddRefused({ message, back, texts }: { message: string; back: string; texts: StoreTexts }) {
  return (
    <div className="tsr-container tsr-cart">
      <h1>{texts.notAddedToCart}</h1>
      <p className="tsr-alert" role="alert">
        {message}
      </p>
      <p>
        <a className="tsr-button" href={back}>
          {texts.backToProduct}
        </a>
      </p>
    </div>
  );
}

/**
 * The page answering an Add to cart posted by a page without script that the store refused (sold
 * out, a bad quantity, an unknown variant, too many lines), instead of JSON: the refusal's status,
 * in the language of the page the product was on (`locale`, null for the primary; its words
 * `texts`), linking back to that page (`sentFrom`, the post's same-origin Referer, else the
 * language's home page).
 */
export function cartAddRefusedPage(
  website: Website,
  refusal: DomainError,
  sentFrom: string | null,
  shownIn: { locale: string | null; texts: StoreTexts },
): SitePageBody {
  const { languages } = readMultilingualSettings(website.extraSettings[MULTILINGUAL_SETTINGS_KEY]);
  const prefix = languages.find((language) => language.locale === shownIn.locale)?.pathPrefix ?? "";
  const back = sentFrom ?? languagePath(prefix, "/");
  const content = <CartAddRefused message={refusal.message} back={back} texts={shownIn.texts} />;
  return { kind: "system", status: domainErrorAnswer(refusal).status, pageType: PAGE_TYPE.ERROR, title: shownIn.texts.notAddedToCart, content };
}
