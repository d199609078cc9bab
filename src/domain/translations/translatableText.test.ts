import { describe, expect, it } from "vitest";
import { needsTranslation, pageSourceTexts, sourceFields, translatedLayout, translatedOr } from "./translatableText";

const layout = {
  sections: [
    {
      id: "s1",
      blocks: [
        { id: "h1", type: "heading", settings: { text: "Who we are", level: 2 } },
        { id: "t1", type: "text", settings: { html: "<p>Roasting by the harbour.</p>" } },
        { id: "i1", type: "image", settings: { src: "/s/a/b.jpg", alt: "Beans" } },
        { id: "q1", type: "quote", settings: { text: "Good coffee", attribution: "" } },
      ],
    },
  ],
};

describe("a page's translatable texts", () => {
  it("are its title, then each block's words in stored order, empty ones left out", () => {
    expect(pageSourceTexts("About", "", layout)).toEqual([
      { name: "title", of: "title", text: "About" },
      { name: "block.h1.text", of: "heading", text: "Who we are" },
      { name: "block.t1.html", of: "text", text: "<p>Roasting by the harbour.</p>" },
      { name: "block.i1.alt", of: "alt text", text: "Beans" },
      { name: "block.q1.text", of: "quote", text: "Good coffee" },
    ]);
  });

  it("reach into lists: every entry's words entry by entry, each named by its place, translated in place", () => {
    const lists = {
      sections: [
        {
          blocks: [
            {
              id: "a1",
              type: "accordion",
              settings: {
                items: [
                  { title: "Hours?", html: "<p>9 to 5</p>" },
                  { title: "Parking?", html: "" },
                ],
              },
            },
            { id: "m1", type: "marquee", settings: { items: ["Fresh roast", "Open Sundays"], separator: "•" } },
            { id: "d1", type: "donation", settings: { title: "Support us", funds: ["Boats"] } },
          ],
        },
      ],
    };
    expect(pageSourceTexts("FAQ", "", lists).slice(1)).toEqual([
      { name: "block.a1.items.0.title", of: "accordion title", text: "Hours?" },
      { name: "block.a1.items.0.html", of: "accordion text", text: "<p>9 to 5</p>" },
      { name: "block.a1.items.1.title", of: "accordion title", text: "Parking?" },
      { name: "block.m1.items.0", of: "marquee phrase", text: "Fresh roast" },
      { name: "block.m1.items.1", of: "marquee phrase", text: "Open Sundays" },
      { name: "block.d1.title", of: "heading", text: "Support us" },
    ]);
    const translated = translatedLayout(lists, {
      "block.a1.items.1.title": "Stationnement ?",
      "block.m1.items.0": "Torréfaction fraîche",
      "block.d1.title": "Soutenez-nous",
    }) as typeof lists;
    const [accordion, marquee, donation] = translated.sections[0]!.blocks;
    expect(accordion!.settings).toEqual({
      items: [
        { title: "Hours?", html: "<p>9 to 5</p>" },
        { title: "Stationnement ?", html: "" },
      ],
    });
    expect(marquee!.settings).toEqual({ items: ["Torréfaction fraîche", "Open Sundays"], separator: "•" });
    expect(donation!.settings).toEqual({ title: "Soutenez-nous", funds: ["Boats"] });
    expect(lists.sections[0]!.blocks[1]!.settings.items).toEqual(["Fresh roast", "Open Sundays"]);
  });

  it("put translated words in place of the primary ones, leaving the stored layout and untranslated words as they are", () => {
    const translated = translatedLayout(layout, { "block.h1.text": "Qui sommes-nous", "block.t1.html": " " }) as typeof layout;
    expect(translated.sections[0]!.blocks.map((b) => b.settings)).toEqual([
      { text: "Qui sommes-nous", level: 2 },
      { html: "<p>Roasting by the harbour.</p>" },
      { src: "/s/a/b.jpg", alt: "Beans" },
      { text: "Good coffee", attribution: "" },
    ]);
    expect(layout.sections[0]!.blocks[0]!.settings.text).toBe("Who we are");
    expect(translatedOr({ title: "" }, "title", "About")).toBe("About");
    expect(translatedOr({ title: "À propos" }, "title", "About")).toBe("À propos");
  });

  it("need translating again when marked so, or when a primary text changed or appeared since the save", () => {
    const texts = pageSourceTexts("About", "", layout);
    const source = sourceFields(texts);
    expect(needsTranslation("translated", source, texts)).toBe(false);
    expect(needsTranslation("needs-translation", source, texts)).toBe(true);
    expect(needsTranslation("translated", { ...source, title: "Old title" }, texts)).toBe(true);
    const { "block.q1.text": _dropped, ...older } = source;
    expect(needsTranslation("translated", older, texts)).toBe(true);
  });
});
