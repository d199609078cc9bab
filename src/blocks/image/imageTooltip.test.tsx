import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImageBlock } from "./ImageBlock";
import { imageSchema } from "./schema";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "d".repeat(24);
const picture = { src: "/static/demo/roastery.svg", alt: "The roaster", width: 1200, height: 800 };

describe("an image's tooltip", () => {
  it("is named by the link that holds the picture, so keyboard focus shows it", () => {
    const settings = imageSchema.schema.parse({ ...picture, link: "/about", tooltip: "Our roaster, built in 1962" });
    const html = renderToStaticMarkup(<ImageBlock id={id} settings={settings} context={context} />);
    expect(html).toContain(`<a href="/about" data-tooltip="tooltip-${id}" aria-describedby="tooltip-${id}">`);
    expect(html).toContain('<div class="tsr-image__media">');
    expect(html).toContain(`<span class="tsr-tooltip" role="tooltip" id="tooltip-${id}" hidden="">Our roaster, built in 1962</span>`);
  });

  it("sits on the picture's frame when the picture is neither a link nor a lightbox, and is absent when empty", () => {
    const settings = imageSchema.schema.parse({ ...picture, tooltip: "Our roaster" });
    expect(renderToStaticMarkup(<ImageBlock id={id} settings={settings} context={context} />)).toContain(
      `<div class="tsr-image__media" data-tooltip="tooltip-${id}" aria-describedby="tooltip-${id}">`,
    );
    const plain = renderToStaticMarkup(<ImageBlock id={id} settings={imageSchema.schema.parse(picture)} context={context} />);
    expect(plain).not.toContain("tooltip");
  });

  it("refuses a tooltip over 200 characters in plain words", () => {
    const result = imageSchema.schema.safeParse({ ...picture, tooltip: "x".repeat(201) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["A tooltip can be at most 200 characters."]);
  });
});
