import { describe, expect, it } from "vitest";
import { fixFor, wordsOfFileName } from "./blockFixes";
import type { AccessibilityProblem } from "./pageProblems";

const problem = (repair: AccessibilityProblem["repair"]): AccessibilityProblem => ({ blockId: "b1", kind: "headings", message: "", repair });

describe("the one-click fixes of the editor's accessibility problems", () => {
  it("makes words of a picture's file name, but not of a name that is only a code", () => {
    expect(wordsOfFileName("/static/demo/roast-day_2.jpg?format=750w")).toBe("Roast day 2");
    expect(wordsOfFileName("/s/media/counter%20top.svg")).toBe("Counter top");
    expect(wordsOfFileName("/s/media/3f9a0c1b2d4e5f60718293a4.jpg")).toBe("");
    expect(wordsOfFileName("/s/media/IMG_0042.jpg")).toBe("IMG 0042");
  });

  it("fills a picture's description from its title, else its file name, and puts the owner in the field to check it", () => {
    const image = (settings: Record<string, unknown>) => ({
      id: "b1",
      type: "image",
      settings: { src: "/static/demo/roastery.svg", alt: "", title: "", ...settings },
    });
    expect(fixFor(problem({ kind: "altText" }), image({}), null)).toEqual({
      label: "Describe it from its name",
      settings: { src: "/static/demo/roastery.svg", alt: "Roastery", title: "" },
      focusField: "Alternative text",
    });
    expect(fixFor(problem({ kind: "altText" }), image({ title: "The drum roaster" }), null)?.settings.alt).toBe("The drum roaster");
    expect(fixFor(problem({ kind: "altText" }), image({ src: "/s/media/3f9a0c1b2d4e5f60718293a4.jpg" }), null)).toEqual({
      label: "Write a description",
      settings: { src: "/s/media/3f9a0c1b2d4e5f60718293a4.jpg", alt: "", title: "" },
      focusField: "Alternative text",
    });
  });

  it("sets a heading block to the level the page's order asks for, and offers nothing a block cannot do", () => {
    const heading = { id: "b1", type: "heading", settings: { text: "Drinks", level: 4, align: "left", shrinkToFit: false } };
    expect(fixFor(problem({ kind: "headingLevel", level: 3 }), heading, null)).toEqual({
      label: "Make it a level 3 heading",
      settings: { text: "Drinks", level: 3, align: "left", shrinkToFit: false },
    });
    expect(fixFor(problem({ kind: "headingLevel", level: 5 }), heading, null)).toBeNull();
    expect(fixFor(problem({ kind: "headingLevel", level: 3 }), { id: "b1", type: "text", settings: {} }, null)).toBeNull();
    expect(fixFor(problem({ kind: "buttonStyle" }), { id: "b1", type: "button", settings: { style: "secondary" } }, null)).toBeNull();
  });

  it("names a navigation so that no other navigation of the page has its name: the name the page would give it", () => {
    const navigation = { id: "b1", type: "navigation", settings: { navigation: "main", direction: "horizontal", screenReaderName: "Site" } };
    expect(fixFor(problem({ kind: "navigationName", taken: ["main", "site"], inLastSection: true }), navigation, null)).toEqual({
      label: "Call it “Footer”",
      settings: { navigation: "main", direction: "horizontal", screenReaderName: "Footer" },
    });
    expect(fixFor(problem({ kind: "navigationName", taken: ["main", "site"], inLastSection: false }), navigation, null)?.label).toBe("Call it “Site 2”");
  });
});
