import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GalleryBlock } from "./GalleryBlock";
import { gallerySchema } from "./schema";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const slides = ["first", "second", "third"].map((id) => ({ id, src: `/static/demo/${id}.svg`, alt: id, width: 1200, height: 800 }));

/** The style and block data of a slideshow's thumbnail strip, as the page carries them. */
function thumbnailStrip(padding: number | undefined) {
  const settings = gallerySchema.schema.parse({ design: "stacked", thumbnails: true, slides, ...(padding === undefined ? {} : { padding }) });
  const html = renderToStaticMarkup(<GalleryBlock id={"c".repeat(24)} settings={settings} context={context} />);
  const strip = /<div class="tsr-gallery tsr-gallery--strip tsr-gallery--thumbnails"[^>]*>/.exec(html)![0];
  const data = JSON.parse(/data-block-json="([^"]*)"/.exec(strip)![1]!.replaceAll("&quot;", '"')) as { padding: number };
  return { style: /style="([^"]*)"/.exec(strip)![1], padding: data.padding };
}

describe("a slideshow's thumbnail strip", () => {
  it("sets its thumbnails apart by the gallery's padding capped at 5 px", () => {
    expect(thumbnailStrip(20)).toEqual({ style: expect.stringContaining("--tsr-gallery-padding:5px"), padding: 5 });
    expect(thumbnailStrip(2)).toEqual({ style: expect.stringContaining("--tsr-gallery-padding:2px"), padding: 2 });
    expect(thumbnailStrip(0)).toEqual({ style: expect.stringContaining("--tsr-gallery-padding:0px"), padding: 0 });
  });

  it("takes the cap, 5 px, when the gallery's padding is not set", () => {
    expect(thumbnailStrip(undefined)).toEqual({ style: expect.stringContaining("--tsr-gallery-padding:5px"), padding: 5 });
  });
});
