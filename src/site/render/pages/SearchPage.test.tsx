import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { storeTextsIn } from "../../../domain/translations/storeTexts";
import { SearchPage } from "./SearchPage";

const FRENCH = storeTextsIn({
  searchCount: "{count} {found} pour « {query} »",
  searchResults: "résultats",
  searchPageOf: "page {page} sur {pages}",
  searchMore: "Plus de résultats",
  searchPrevious: "Résultats précédents",
  searchPreview: "Premiers résultats",
});

describe("the search page in a language", () => {
  it("counts, pages and names its preview in the page's words", () => {
    const html = renderToStaticMarkup(
      <SearchPage q="thé" kind={undefined} page={2} pageCount={3} total={25} results={[]} problem={null} path="/fr/search" texts={FRENCH} locale="fr-FR" />,
    );
    expect(html).toContain("25 résultats pour « thé », page 2 sur 3");
    expect(html).toContain('<nav class="tsr-pager" aria-label="Plus de résultats">');
    expect(html).toContain('rel="prev">Résultats précédents</a>');
    expect(html).toContain('rel="next">Plus de résultats</a>');
    expect(html).toContain('aria-label="Premiers résultats"');
  });

  it("keeps the primary language's words without a translation", () => {
    const html = renderToStaticMarkup(<SearchPage q="tea" kind="post" page={1} pageCount={2} total={12} results={[]} problem={null} />);
    expect(html).toContain("12 posts for “tea”, page 1 of 2");
    expect(html).toContain('rel="next">More results</a>');
  });
});
