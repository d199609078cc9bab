import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { languageLinks } from "../../domain/translations/languagePaths";
import { siteStylesSchema } from "../../domain/siteStyles/siteStylesSchema";
import { headerTextsOf, SiteHeader } from "./SiteHeader";
import { PageDocument } from "./PageDocument";
import { renderDocument } from "./renderDocument";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

const SITE_LANGUAGES = [
  { locale: "en-US", pathPrefix: "" },
  { locale: "fr-FR", pathPrefix: "fr" },
];

const header = (languages: ReturnType<typeof languageLinks>, texts = headerTextsOf(PRIMARY_STORE_TEXTS)) =>
  renderToStaticMarkup(<SiteHeader siteTitle="Harbor & Pine" homeHref="/" navigation={[]} languages={languages} texts={texts} />);

/** The header of a whole page document whose site styles keep the language list on or off. */
const documentHeader = (languagesOn: boolean) => {
  const html = renderDocument(
    <PageDocument
      lang="en-US"
      title="About"
      description=""
      siteTitle="Harbor & Pine"
      homeHref="/"
      navigation={[]}
      contextJson="{}"
      assets={{ stylesheets: [], runtime: null, islands: {}, modulePreloads: [] }}
      bodyClass="tsr-page-type-10"
      siteChrome
      siteStyles={siteStylesSchema.parse({ header: { languages: languagesOn } })}
      languages={languageLinks(SITE_LANGUAGES, "", "/about")}
    >
      <p>About</p>
    </PageDocument>,
  );
  return html.slice(html.indexOf("<header"), html.indexOf("</header>"));
};

describe("the site header's language list", () => {
  it("shows the current language's short name as a button opening the page in each language, named in its own, the current one marked", () => {
    const html = header(languageLinks(SITE_LANGUAGES, "", "/about"));
    expect(html).toContain(
      '<div class="tsr-site-header__tools"><details class="tsr-header-languages"><summary class="tsr-header-languages__button"><span lang="en-US">EN</span><span class="tsr-header-languages__spoken">, Languages</span></summary>',
    );
    expect(html).toContain(
      '<ul class="tsr-language-switcher__list" aria-label="Languages"><li><a class="tsr-language-switcher__link" href="/about" lang="en-US" hrefLang="en-US" aria-current="page">English</a></li>' +
        '<li><a class="tsr-language-switcher__link" href="/fr/about" lang="fr-FR" hrefLang="fr-FR">Français</a></li></ul>',
    );
  });

  it("on a page in French shows FR, marks Français and names the list in the page's words", () => {
    const html = header(languageLinks(SITE_LANGUAGES, "fr", "/about"), headerTextsOf({ ...PRIMARY_STORE_TEXTS, languages: "Langues" }));
    expect(html).toContain('<span lang="fr-FR">FR</span><span class="tsr-header-languages__spoken">, Langues</span>');
    expect(html).toContain('<a class="tsr-language-switcher__link" href="/about" lang="en-US" hrefLang="en-US">English</a>');
    expect(html).toContain('<a class="tsr-language-switcher__link" href="/fr/about" lang="fr-FR" hrefLang="fr-FR" aria-current="page">Français</a>');
  });

  it("links every language to its home page from a page that exists only in the primary language", () => {
    const html = header(languageLinks(SITE_LANGUAGES, "", "/members", false));
    expect(html).toContain('href="/" lang="en-US"');
    expect(html).toContain('href="/fr" lang="fr-FR"');
  });

  it("is not shown on a site with one language", () => {
    expect(header(languageLinks([{ locale: "en-US", pathPrefix: "" }], "", "/about"))).not.toContain("tsr-header-languages");
    expect(header([])).not.toContain("tsr-site-header__tools");
  });

  it("is on by default and hidden when the site's styles turn it off", () => {
    expect(siteStylesSchema.parse({}).header.languages).toBe(true);
    expect(documentHeader(true)).toContain('<details class="tsr-header-languages">');
    expect(documentHeader(false)).not.toContain("tsr-header-languages");
  });
});
