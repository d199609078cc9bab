import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_VARIANTS } from "../../domain/enumerations/blockTypes";
import { BREAKPOINTS } from "../../domain/limits/layoutLimits";
import type { BlockRenderContext } from "../types";
import { ImageBlock } from "./ImageBlock";
import { imageSchema } from "./schema";

const id = "b".repeat(24);
const PICTURE = "/s/" + "c".repeat(24) + "/roaster.jpg";
const context: BlockRenderContext = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const withText = {
  src: PICTURE,
  alt: "The roaster at work",
  width: 1200,
  height: 800,
  title: "Roasted on Tuesdays",
  caption: "Small batches.",
  buttonLabel: "Visit us",
  buttonLink: "/contact",
};

function render(settings: Record<string, unknown>, extra: Partial<BlockRenderContext> = {}): string {
  return renderToStaticMarkup(<ImageBlock id={id} settings={imageSchema.schema.parse(settings)} context={{ ...context, ...extra }} />);
}

describe("image block variants", () => {
  it("renders each of the six variants as a figure of the picture and its title, text and button, the picture keeping its alternative text", () => {
    for (const variant of BLOCK_VARIANTS.image) {
      const html = render({ ...withText, variant });
      expect(html).toContain(`<figure class="tsr-image tsr-image--${variant}"><div class="tsr-image__media">`);
      expect(html).toContain('alt="The roaster at work"');
      expect(html).toContain(
        '<figcaption class="tsr-image__text"><strong class="tsr-image__title">Roasted on Tuesdays</strong><span class="tsr-image__caption">Small batches.</span>' +
          '<a class="tsr-image__button" href="/contact">Visit us</a></figcaption>',
      );
    }
  });

  it("leaves the caption out when there is no text, and the button out without its words", () => {
    expect(render({ src: PICTURE, alt: "A cup", variant: "card" })).not.toContain("figcaption");
    expect(render({ src: PICTURE, alt: "A cup", buttonLink: "/shop" })).not.toContain("tsr-image__button");
  });

  it("refuses a button without a link in plain words", () => {
    const problems = imageSchema.schema.safeParse({ src: PICTURE, buttonLabel: "Visit us" }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(problems).toEqual([["buttonLink", "Give the button a link."]]);
  });

  it("keeps the lead-picture rules in every variant: a real image with srcset, sizes, width and height, loaded at once with high priority", () => {
    for (const variant of BLOCK_VARIANTS.image) {
      const lead = render({ ...withText, variant }, { leadPicture: true });
      expect(lead).toContain(`src="${PICTURE}?format=1000w"`);
      expect(lead).toMatch(/srcSet="[^"]+ 100w, /);
      expect(lead).toContain('fetchPriority="high"');
      expect(lead).toContain('width="1200" height="800"');
      expect(lead).not.toContain("<noscript>");
      const later = render({ ...withText, variant });
      expect(later).toContain('data-load="true"');
      expect(later).not.toContain("fetchPriority");
    }
  });

  it("names the collage's share of the column in its lead picture's sizes, and the whole column for the stacked variants", () => {
    const collage = render({ ...withText, variant: "collage" }, { leadPicture: true });
    expect(collage).toMatch(/sizes="[^"]*\(max-width: 455px\) min\(100vw - 2.5rem, 43.5rem\), calc\(min\(100vw - 2.5rem, 43.5rem\) \* 0.6\)"/);
    const card = render({ ...withText, variant: "card" }, { leadPicture: true });
    expect(card).toMatch(/sizes="[^"]*, min\(100vw - 2.5rem, 43.5rem\)"/);
  });

  it("takes its narrow layout when the block is under 415 px wide, from CSS alone", () => {
    const css = readFileSync(path.join(import.meta.dirname, "image.css"), "utf8");
    expect(css).toContain(".tsr-block--image {\n  container: tsr-image / inline-size;\n}");
    expect(css).toContain(`@container tsr-image (width < ${BREAKPOINTS.narrowImageBlockBelow}px) {`);
  });
});

describe("image settings of spec 2 §3: force update, background-image use, advanced positioning", () => {
  it("marks a picture whose force update is on, and only that one; the setting is a checked boolean, off by default", () => {
    expect(render({ ...withText, forceUpdate: true })).toMatch(/<img class="tsr-img"[^>]* data-force-update="true"/);
    expect(render(withText)).not.toContain("data-force-update");
    expect(imageSchema.schema.parse(withText).forceUpdate).toBe(false);
    expect(imageSchema.schema.safeParse({ ...withText, forceUpdate: "yes" }).success).toBe(false);
  });

  it("draws the picture as an image with its alternative text, cropped by object-fit at its focal point, with and without script, instead of a background image placed by script", () => {
    const html = render({ ...withText, focalPoint: { x: 0.25, y: 0.75 } });
    const drawn = html.match(/<img class="tsr-img"[^>]*>/g) ?? [];
    expect(drawn).toHaveLength(2);
    for (const img of drawn) {
      expect(img).toContain('alt="The roaster at work"');
      expect(img).toContain('style="object-fit:cover;object-position:25% 75%"');
    }
    expect(html).not.toContain("background-image");
    const fitted = render({ ...withText, displayMode: "fit", fitAlignment: "top" });
    expect(fitted).toContain('style="object-fit:contain;object-position:50% 0%"');
  });
});
