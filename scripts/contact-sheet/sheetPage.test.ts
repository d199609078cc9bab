import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { sheetPage, type Sheet, type SheetShot } from "./sheetPage";

/** A row's shots at 390, 768 and 1280 px, each with its image and small copy. */
function shots(name: string): SheetShot[] {
  return [390, 768, 1280].map((width) => ({
    width,
    image: `shots/${name}-${width}.jpg`,
    thumb: `thumbs/${name}-${width}.jpg`,
    thumbWidth: width / 2,
    thumbHeight: 100,
  }));
}

const SHEET: Sheet = {
  title: "Contact sheet",
  note: "Taken on a fresh server.",
  sections: [
    {
      group: "Blocks",
      title: "Gallery (gallery)",
      rows: [
        { label: "gallery example", shots: shots("a") },
        { label: "gallery design=strip", shots: shots("b") },
      ],
    },
    { group: "Blocks", title: 'Text <b> & "quotes"', rows: [{ label: "text <script>alert(1)</script>", shots: shots("c") }] },
    {
      group: "Sites",
      title: "demo",
      rows: [{ label: "Home", shots: [{ width: 390, missing: "Drawn 0 px tall" }, ...shots("d").slice(1)] }],
    },
  ],
};

const document = parseDocument(sheetPage(SHEET));
const all = (name: string, within = document.children) => DomUtils.getElementsByTagName(name, within, true);

describe("the contact sheet's page", () => {
  it("makes one row per case, naming it, with its three widths side by side, each small copy linking to its screenshot", () => {
    const rows = all("div").filter((element) => element.attribs.class === "case");
    expect(rows.map((row) => DomUtils.textContent(all("h4", [row])))).toEqual([
      "gallery example",
      "gallery design=strip",
      "text <script>alert(1)</script>",
      "Home",
    ]);
    const first = all("figure", [rows[0]!]);
    expect(first.map((cell) => DomUtils.textContent(all("figcaption", [cell])))).toEqual(["390 px", "768 px", "1280 px"]);
    expect(first.map((cell) => all("a", [cell])[0]!.attribs.href)).toEqual(["shots/a-390.jpg", "shots/a-768.jpg", "shots/a-1280.jpg"]);
    expect(first.map((cell) => all("img", [cell])[0]!.attribs.src)).toEqual(["thumbs/a-390.jpg", "thumbs/a-768.jpg", "thumbs/a-1280.jpg"]);
  });

  it("says why a width has no screenshot", () => {
    const [missing] = all("figure").slice(9);
    expect(DomUtils.textContent(missing!)).toBe("390 pxDrawn 0 px tall");
    expect(all("img", [missing!])).toEqual([]);
  });

  it("escapes names, so a case or title reads as written and adds no element", () => {
    expect(all("script")).toEqual([]);
    expect(all("b")).toEqual([]);
    expect(DomUtils.textContent(all("h3")[1]!)).toBe('Text <b> & "quotes"');
  });

  it("lists every section in its group in the contents, linking to the section", () => {
    const links = all("a", all("nav"));
    expect(links.map((link) => DomUtils.textContent(link))).toEqual(["Gallery (gallery)", 'Text <b> & "quotes"', "demo"]);
    const anchors = all("section").map((section) => `#${section.attribs.id}`);
    expect(links.map((link) => link.attribs.href)).toEqual(anchors);
    expect(new Set(anchors).size).toBe(3);
    expect(all("h2", all("nav")).map((heading) => DomUtils.textContent(heading))).toEqual(["Blocks", "Sites"]);
  });
});
