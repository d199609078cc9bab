import { describe, expect, it } from "vitest";
import { languageLinks, languageOfPath, languagePath } from "./languagePaths";

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
