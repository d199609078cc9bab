import { describe, expect, it } from "vitest";
import { hrefsInLanguage, languageLinks, languageOfPath, languagePath } from "./languagePaths";

const languages = [
  { locale: "en-US", pathPrefix: "" },
  { locale: "fr-FR", pathPrefix: "fr" },
];

describe("language paths", () => {
  it("find the language a path's first segment names, and the path inside it", () => {
    expect(languageOfPath(languages.slice(1), "/fr/about")).toEqual({ language: languages[1], innerPath: "/about" });
    expect(languageOfPath(languages.slice(1), "/fr")).toEqual({ language: languages[1], innerPath: "/" });
    expect(languageOfPath(languages.slice(1), "/france")).toBeNull();
    expect(languageOfPath(languages.slice(1), "/")).toBeNull();
  });

  it("put a path under a language's prefix, the primary language's as it is", () => {
    expect([languagePath("fr", "/"), languagePath("fr", "/about"), languagePath("", "/about")]).toEqual(["/fr", "/fr/about", "/about"]);
  });

  it("link the page in every language, named in its own, or every language's home page", () => {
    expect(languageLinks(languages, "fr", "/about")).toEqual([
      { locale: "en-US", name: "English", href: "/about", current: false },
      { locale: "fr-FR", name: "Français", href: "/fr/about", current: true },
    ]);
    expect(languageLinks(languages, "", "/journal", false).map((l) => l.href)).toEqual(["/", "/fr"]);
  });
});

describe("links of a page in an additional language", () => {
  it("move under the prefix when they lead to the site's own pages, and stay put otherwise", () => {
    const served = new Set(["journal", "shop"]);
    const html =
      '<a href="/">Home</a><a href="/journal/first?page=2#top">Post</a><a href="/shop">Shop</a><a href="/static/a.png">File</a>' +
      '<a href="//cdn.example/x">CDN</a><a href="https://example.com/journal">Elsewhere</a><form action="/journal/tag/x"></form><a href="/members">M</a>';
    expect(hrefsInLanguage(html, "fr", served)).toBe(
      '<a href="/fr">Home</a><a href="/fr/journal/first?page=2#top">Post</a><a href="/fr/shop">Shop</a><a href="/static/a.png">File</a>' +
        '<a href="//cdn.example/x">CDN</a><a href="https://example.com/journal">Elsewhere</a><form action="/fr/journal/tag/x"></form><a href="/members">M</a>',
    );
    expect(hrefsInLanguage(html, "", served)).toBe(html);
  });
});
