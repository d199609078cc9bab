import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteForBlocks } from "../shared/siteForBlocks";
import { LanguageSwitcherBlock } from "./LanguageSwitcherBlock";
import { languageSwitcherSchema } from "./schema";

const site: SiteForBlocks = {
  title: "Harbor & Pine",
  homeHref: "/fr",
  navigations: { main: [], hidden: [] },
  collections: [],
  languages: [
    { locale: "en-US", name: "English", href: "/about", current: false },
    { locale: "fr-FR", name: "Français", href: "/fr/about", current: true },
  ],
};
const context = { websiteId: "a".repeat(24), locale: "fr-FR", pagePath: "/fr/about", pageTitle: "À propos", site };
const id = "c".repeat(24);

describe("language switcher block", () => {
  it("links the page in each language, named in its own language, the one shown marked", () => {
    const html = renderToStaticMarkup(<LanguageSwitcherBlock id={id} settings={languageSwitcherSchema.schema.parse({})} context={context} />);
    expect(html).toContain(
      '<div class="tsr-language-switcher tsr-language-switcher--horizontal"><ul class="tsr-language-switcher__list" aria-label="Languages">',
    );
    expect(html).toContain('<a class="tsr-language-switcher__link" href="/about" lang="en-US" hrefLang="en-US">English</a>');
    expect(html).toContain('<a class="tsr-language-switcher__link" href="/fr/about" lang="fr-FR" hrefLang="fr-FR" aria-current="page">Français</a>');
  });

  it("lists the page's own language on a site with one", () => {
    const one = { ...context, locale: "en-GB", pagePath: "/about", site: { ...site, languages: undefined } };
    expect(renderToStaticMarkup(<LanguageSwitcherBlock id={id} settings={languageSwitcherSchema.schema.parse({})} context={one} />)).toContain(
      '<li><a class="tsr-language-switcher__link" href="/about" lang="en-GB" hrefLang="en-GB" aria-current="page">English</a></li></ul>',
    );
  });

  it("refuses an empty name and an unknown direction in plain words", () => {
    const issues = languageSwitcherSchema.schema.safeParse({ direction: "diagonal", screenReaderName: " " }).error?.issues.map((i) => i.message);
    expect(issues).toEqual(["Choose a direction: horizontal or vertical.", "A language list needs a name for screen readers, such as Languages."]);
  });
});
