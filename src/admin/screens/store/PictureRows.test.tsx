import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PictureRows } from "./PictureRows";

const pictures = [
  { url: "/static/demo/front.svg", alt: "The bag from the front" },
  { url: "/static/demo/side.svg", alt: "" },
  { url: "/static/demo/back.svg", alt: "The back label" },
];

const html = (canWrite: boolean, errors: Record<string, string> = {}) =>
  renderToStaticMarkup(<PictureRows pictures={pictures} errors={errors} canWrite={canWrite} onChange={() => undefined} />);

describe("a product's picture rows", () => {
  it("show each picture in order with its file and alt text, Move up off for the first and Move down off for the last", () => {
    const markup = html(true);
    expect([...markup.matchAll(/<legend>(Picture \d)<\/legend>/g)].map((m) => m[1])).toEqual(["Picture 1", "Picture 2", "Picture 3"]);
    expect([...markup.matchAll(/src="(\/static\/demo\/[a-z]+\.svg)"/g)].map((m) => m[1])).toEqual(pictures.map((p) => p.url));
    expect([...markup.matchAll(/value="([^"]*)"/g)].map((m) => m[1])).toEqual(pictures.map((p) => p.alt));
    const buttons = [...markup.matchAll(/<button([^>]*)>(Move up|Move down|Remove picture \d)<\/button>/g)].map(
      (m) => `${m[2]}${m[1]!.includes('disabled=""') ? " (off)" : ""}`,
    );
    expect(buttons).toEqual([
      "Move up (off)",
      "Move down",
      "Remove picture 1",
      "Move up",
      "Move down",
      "Remove picture 2",
      "Move up",
      "Move down (off)",
      "Remove picture 3",
    ]);
    expect(markup).toContain(">Add a picture</button>");
  });

  it("show a picture's refusal beside it and offer no changes to those who may only look", () => {
    const markup = html(false, { "pictures[1].alt": "Picture 2's description can be at most 300 characters." });
    expect(markup).toContain("Picture 2&#x27;s description can be at most 300 characters.");
    expect(markup).not.toContain("Move up");
    expect(markup).not.toContain("Add a picture");
  });
});
