import { describe, expect, it } from "vitest";
import { suggestedLanguage } from "./suggestedLanguage";

const alternates = [
  { hreflang: "en-US", href: "/about" },
  { hreflang: "fr-FR", href: "/fr/about" },
];

describe("the language suggested to a visitor", () => {
  it("is the first language the visitor asks for that the site has, exactly or by its base language", () => {
    expect(suggestedLanguage(["fr-FR", "en"], "en-US", alternates)).toEqual(alternates[1]);
    expect(suggestedLanguage(["fr-CA"], "en-US", alternates)).toEqual(alternates[1]);
    expect(suggestedLanguage(["de", "fr"], "en-US", alternates)).toEqual(alternates[1]);
  });

  it("is none when the visitor already reads a language they asked for, so nothing loops", () => {
    expect(suggestedLanguage(["fr-FR"], "fr-FR", alternates)).toBeNull();
    expect(suggestedLanguage(["en-GB", "fr"], "en-US", alternates)).toBeNull();
    expect(suggestedLanguage(["de", "ja"], "en-US", alternates)).toBeNull();
    expect(suggestedLanguage([], "en-US", alternates)).toBeNull();
  });
});
