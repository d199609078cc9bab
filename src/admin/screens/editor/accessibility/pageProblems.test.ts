import { describe, expect, it } from "vitest";
import type { PageFacts, TextFact } from "./pageFacts";
import { pageProblems } from "./pageProblems";

const NONE: PageFacts = { texts: [], pictures: [], headings: [], links: [], targets: [], navigations: [] };
const WHITE = { r: 255, g: 255, b: 255, a: 1 };
const CREAM = { r: 243, g: 234, b: 216, a: 1 };
const INK = { r: 34, g: 30, b: 26, a: 1 };
const text = (fact: Partial<TextFact>): TextFact => ({
  blockId: "b1",
  text: "Opening hours",
  fontSize: 16,
  bold: false,
  colour: INK,
  behind: [WHITE],
  ...fact,
});
const problems = (facts: Partial<PageFacts>) => pageProblems({ ...NONE, ...facts });

describe("the editor's accessibility rules", () => {
  it("says white text on cream is hard to read, with its contrast, and offers the button style fix", () => {
    expect(problems({ texts: [text({ colour: WHITE, behind: [CREAM] })] })).toEqual([
      {
        blockId: "b1",
        kind: "contrast",
        message:
          "“Opening hours” is hard to read: its contrast with what is behind it is 1.1:1, and text needs at least 4.5:1 so that people with weak eyesight, or on a phone in sunlight, can read it.",
        repair: { kind: "buttonStyle" },
      },
    ]);
    expect(problems({ texts: [text({})] })).toEqual([]);
  });

  it("reads text over a picture by its worst tenth: a few light speckles pass, a light area behind a tenth of the words fails", () => {
    const speckled = [...Array<typeof INK>(95).fill(INK), ...Array<typeof CREAM>(5).fill(CREAM)];
    const patchy = [...Array<typeof INK>(80).fill(INK), ...Array<typeof CREAM>(20).fill(CREAM)];
    expect(problems({ texts: [text({ colour: WHITE, behind: speckled })] })).toEqual([]);
    expect(problems({ texts: [text({ colour: WHITE, behind: patchy })] }).map((p) => p.kind)).toEqual(["contrast"]);
  });

  it("asks 3:1 of large text and skips text whose background could not be measured", () => {
    const grey = { r: 140, g: 140, b: 140, a: 1 };
    expect(problems({ texts: [text({ colour: grey, fontSize: 16 })] }).map((p) => p.kind)).toEqual(["contrast"]);
    expect(problems({ texts: [text({ colour: grey, fontSize: 24 })] })).toEqual([]);
    expect(problems({ texts: [text({ colour: grey, fontSize: 19, bold: true })] })).toEqual([]);
    expect(problems({ texts: [text({ colour: WHITE, behind: null })] })).toEqual([]);
  });

  it("says text under 12 px is too small, with its size, once per block", () => {
    const found = problems({ texts: [text({ text: "Tuesday 7 am", fontSize: 10.4 })] });
    expect(found.map((p) => p.message)).toEqual([
      "“Tuesday 7 am” is 10.4 px tall, under 12 px: many people cannot read text this small, above all on a phone.",
    ]);
    expect(problems({ texts: [text({ fontSize: 12 })] })).toEqual([]);
    const labels = problems({ texts: [text({ text: "Monday", fontSize: 6.6 }), text({ text: "Tuesday", fontSize: 6.6 }), text({ text: "300", fontSize: 7 })] });
    expect(labels.map((p) => p.message)).toEqual([
      "3 texts, such as “Monday”, are as small as 6.6 px, under 12 px: many people cannot read text this small, above all on a phone.",
    ]);
  });

  it("finds pictures without a description, but not those marked as decoration", () => {
    const found = problems({
      pictures: [
        { blockId: "b1", alt: null, decorative: false },
        { blockId: "b2", alt: "  ", decorative: false },
        { blockId: "b3", alt: "", decorative: true },
        { blockId: "b4", alt: "A cup", decorative: false },
      ],
    });
    expect(found.map((p) => [p.blockId, p.kind, p.repair])).toEqual([
      ["b1", "alt", { kind: "altText" }],
      ["b2", "alt", { kind: "altText" }],
    ]);
    expect(found[0]!.message).toContain("People who use a screen reader hear nothing of what it shows");
  });

  it("finds a skipped heading level and a second main heading, each with the level to choose, in the page's blocks only", () => {
    const found = problems({
      headings: [
        { blockId: null, level: 1, text: "Café" },
        { blockId: "b1", level: 2, text: "Menu" },
        { blockId: "b2", level: 4, text: "Drinks" },
        { blockId: "b3", level: 1, text: "Also a title" },
        { blockId: "b4", level: 2, text: "Visit" },
      ],
    });
    expect(found.map((p) => [p.blockId, p.repair])).toEqual([
      ["b2", { kind: "headingLevel", level: 3 }],
      ["b3", { kind: "headingLevel", level: 2 }],
    ]);
    expect(found[0]!.message).toBe(
      "The heading “Drinks” jumps from level 2 to level 4. People who move through a page by its headings, as screen reader users do, think a part is missing.",
    );
  });

  it("says a heading that skips a level under the page's title, read as its main heading while hidden from sight, comes right after that title", () => {
    const found = problems({
      headings: [
        { blockId: null, level: 1, text: "Roastery" },
        { blockId: "b1", level: 3, text: "Beans" },
      ],
    });
    expect(found.map((p) => [p.blockId, p.repair])).toEqual([["b1", { kind: "headingLevel", level: 2 }]]);
    expect(found[0]!.message).toBe(
      "The heading “Beans” comes right after the page's title, which screen readers read as its main heading (level 1) though it is hidden from sight, and jumps to level 3. People who move through a page by its headings, as screen reader users do, think a part is missing.",
    );
  });

  it("finds navigations named like an earlier one (the site header's included), with the names taken for the fix", () => {
    const found = problems({
      navigations: [
        { blockId: null, name: "Main", inLastSection: false },
        { blockId: "b1", name: "Site", inLastSection: false },
        { blockId: "b2", name: " site", inLastSection: true },
        { blockId: "b3", name: "Main", inLastSection: false },
        { blockId: "b4", name: "Footer", inLastSection: true },
      ],
    });
    expect(found.map((p) => [p.blockId, p.kind, p.repair])).toEqual([
      ["b2", "navigationNames", { kind: "navigationName", taken: ["main", "site", "footer"], inLastSection: true }],
      ["b3", "navigationNames", { kind: "navigationName", taken: ["main", "site", "footer"], inLastSection: false }],
    ]);
    expect(found[0]!.message).toBe(
      "Another navigation on this page is also called “site”. People who use a screen reader move between a page's navigations by their names, and cannot tell these two apart.",
    );
  });

  it("finds links whose words do not say where they go: vague words, none, or an address", () => {
    const link = (name: string) => ({ blockId: "b1", name, href: "https://example.com/menu" });
    const found = problems({
      links: [link("Read more →"), link("Click here"), link("here."), link(""), link("https://example.com/menu"), link("See the menu")],
    });
    expect(found.map((p) => p.message.split(/[:.] /)[0])).toEqual([
      "The link “Read more →” does not say where it goes",
      "The link “Click here” does not say where it goes",
      "The link “here.” does not say where it goes",
      "A link has no words",
      "The link “https://example.com/menu” is an address, not words",
    ]);
  });

  it("finds targets under 24 × 24 px close to another, except links inside a sentence, and targets that overlap", () => {
    const target = (name: string, x: number, y: number, width: number, height: number, inSentence = false) => ({
      blockId: "b1",
      name,
      box: { x, y, width, height },
      inSentence,
    });
    const found = problems({
      targets: [
        target("Previous", 0, 0, 20, 30),
        target("Next", 22, 0, 20, 30),
        target("Alone", 0, 100, 100, 20),
        target("Menu", 100, 0, 12, 12, true),
        target("Order", 200, 0, 100, 44),
        target("Call", 280, 10, 100, 44),
      ],
    });
    expect(found.map((p) => p.message)).toEqual([
      "“Previous” is 20 × 30 px, smaller than 24 × 24 px, and close to another button or link: it is hard to tap with a finger, or to click with an unsteady hand, without pressing the wrong one.",
      "“Next” is 20 × 30 px, smaller than 24 × 24 px, and close to another button or link: it is hard to tap with a finger, or to click with an unsteady hand, without pressing the wrong one.",
      "“Order” and “Call” overlap: a tap on one may press the other.",
    ]);
  });
});
