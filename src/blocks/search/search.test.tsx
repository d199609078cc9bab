import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchBlock } from "./SearchBlock";
import { searchSchema } from "./schema";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "c".repeat(24);

describe("search block", () => {
  it("renders a form to the search page with a search box, and the preview's hidden listbox", () => {
    const html = renderToStaticMarkup(<SearchBlock id={id} settings={searchSchema.schema.parse({})} context={context} />);
    expect(html).toContain('data-island="search"');
    expect(html).toContain('<form role="search" class="tsr-search-block__form" action="/search" method="get">');
    expect(html).toContain(`<label for="search-${id}" class="tsr-search-block__label">Search</label>`);
    expect(html).toContain(
      `<input id="search-${id}" class="tsr-search-block__input" type="search" placeholder="Search this site" maxLength="200" autoComplete="off" name="q"/>`,
    );
    expect(html).toContain(`<ul id="search-preview-${id}" role="listbox" aria-label="Search results" class="tsr-search-preview" data-texts="`);
    expect(html).toContain("&quot;previewFailed&quot;:&quot;Unable to load results. Press Enter to search.&quot;,");
    expect(html).toContain('&quot;previewTooMany&quot;:&quot;Too many searches. Please wait a minute and try again.&quot;}" hidden=""></ul>');
    expect(html).toContain('<button type="submit" class="tsr-button tsr-button--primary tsr-button--medium">Search</button>');
  });

  it("without the preview is a plain form, with no island and no listbox", () => {
    const html = renderToStaticMarkup(<SearchBlock id={id} settings={searchSchema.schema.parse({ preview: false, hint: "Find a roast" })} context={context} />);
    expect(html).not.toContain("data-island");
    expect(html).not.toContain("listbox");
    expect(html).toContain('placeholder="Find a roast"');
  });

  it("refuses a hint longer than 80 characters in plain words", () => {
    expect(searchSchema.schema.safeParse({ hint: "x".repeat(81) }).error?.issues[0]?.message).toBe("The hint in the box can be at most 80 characters.");
  });
});
