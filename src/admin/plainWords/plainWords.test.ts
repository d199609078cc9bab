import { describe, expect, it } from "vitest";
import { avoidedTerms, doubledWord } from "./avoidList";
import { ownerStrings, PROJECT_ROOT, sourceStrings } from "./ownerStrings";

const terms = avoidedTerms(PROJECT_ROOT);
const strings = ownerStrings();

describe("the words an owner reads", () => {
  it("read the avoid list from docs/words.md, the jargon testers found included", () => {
    const listed = terms.map((entry) => entry.term);
    expect(listed).toEqual(
      expect.arrayContaining([
        "image address",
        "pixel ratio",
        "save data",
        "layer",
        "Field id",
        "tile server",
        "pixel id",
        "cloneable",
        "CLS",
        "FCP",
        "FID",
        "TTFB",
      ]),
    );
  });

  it("use none of docs/words.md's avoided terms in block panels, settings, the configuration area or the platform home", () => {
    const jargon = strings.flatMap(({ text, where }) =>
      terms.filter(({ pattern }) => pattern.test(text)).map(({ term }) => `${where}: "${text}" says "${term}"`),
    );
    expect(jargon).toEqual([]);
  });

  it("never say a word twice in a row, as two labels put together can", () => {
    const doubled = strings.flatMap(({ text, where }) => {
      const found = doubledWord(text);
      return found ? [`${where}: "${text}" repeats "${found}"`] : [];
    });
    expect(doubled).toEqual([]);
  });

  it("are found in JSX text, labels and messages, but not in class names, keys, module paths or CSS selectors", () => {
    const source = [
      'import x from "./Layer 0";',
      'const label = { label: "Field id", id: "field id" };',
      'const el = <p className="tile server">Map tile server {count}</p>;',
      "const t = `Min pixel ${ratio} ratio`;",
      "const parts = \"body > *, section, [id^='block-']\";",
      'frame.querySelectorAll("main section p");',
    ].join("\n");
    expect(sourceStrings("example.tsx", source).map((found) => found.text)).toEqual(["Field id", "Map tile server", "Min pixel … ratio"]);
  });
});
