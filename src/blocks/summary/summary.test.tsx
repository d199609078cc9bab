import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE, BLOCK_VARIANTS } from "../../domain/enumerations/blockTypes";
import type { BlockRenderContext } from "../types";
import { carouselStep, shownRange } from "./carouselSteps";
import { summarySchema } from "./schema";
import { SummaryBlock } from "./SummaryBlock";
import type { SummaryForRender, SummaryItem } from "./summaryItems";
import { summariesLoader } from "./summariesLoader";

const id = "d".repeat(24);
const PICTURE = "/s/" + "c".repeat(24) + "/cup.jpg";

const post = (n: number, image: SummaryItem["image"] = null): SummaryItem => ({
  id: String(n).padStart(24, "0"),
  title: `Post ${n}`,
  url: `/journal/post-${n}`,
  image,
  excerpt: `Excerpt ${n}`,
  price: null,
  date: { iso: `2026-10-0${n}T13:00:00.000Z`, text: `October ${n}, 2026` },
});
const product: SummaryItem = { ...post(9), title: "Harbor Blend", url: "/shop/harbor-blend", excerpt: "Dark chocolate.", price: "$18.00", date: null };

function render(settings: Record<string, unknown>, summary: SummaryForRender | undefined, extra: Partial<BlockRenderContext> = {}): string {
  const context: BlockRenderContext = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home", ...extra };
  if (summary) context.loaded = new Map([[summariesLoader, { [id]: summary }]]);
  return renderToStaticMarkup(<SummaryBlock id={id} settings={summarySchema.schema.parse(settings)} context={context} />);
}

describe("summary block settings", () => {
  it("is block type 19 in the four variants, a grid of six of the blog by default", () => {
    expect(summarySchema.code).toBe(BLOCK_TYPE.summary);
    expect(summarySchema.schema.parse({})).toMatchObject({ source: "blog", variant: "grid", count: 6, sort: "newest", collectionId: "" });
    for (const variant of BLOCK_VARIANTS.summary) expect(summarySchema.schema.parse({ variant }).variant).toBe(variant);
  });

  it("is listed in the editor by its heading, else by its source and variant", () => {
    expect(summarySchema.summary!({ heading: "From the journal", source: "blog" })).toBe("From the journal");
    expect(summarySchema.summary!({ source: "products", variant: "carousel" })).toBe("products carousel");
    expect(summarySchema.summary!({})).toBe("blog grid");
  });

  it("refuses counts past 24, unknown sources and another kind of collection id in plain words", () => {
    const problems = (settings: unknown) =>
      Object.fromEntries((summarySchema.schema.safeParse(settings).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(problems({ count: 25 })).toEqual({ count: "Show at most 24 items." });
    expect(problems({ count: 0 })).toEqual({ count: "Show at least one item." });
    expect(problems({ collectionId: "../other" })).toEqual({ collectionId: "Choose a collection of this site." });
    expect(problems({ source: "tweets" })).toHaveProperty("source");
    expect(problems({ colour: "red" })).toHaveProperty("");
  });
});

describe("summary block rendering", () => {
  const items = [post(1, { src: PICTURE, alt: "A cup", width: 1200, height: 800 }), post(2, { src: PICTURE, alt: "Beans", width: 600, height: 900 }), post(3)];

  it("renders each variant as its own layout class over the same items: picture, title link, date and excerpt", () => {
    for (const variant of BLOCK_VARIANTS.summary) {
      const html = render({ variant, heading: "From the journal" }, { items, more: false });
      expect(html).toContain(`<section class="tsr-summary tsr-summary--${variant}" data-widget-json=`);
      expect(html).toContain('<h2 class="tsr-summary__heading">From the journal</h2>');
      expect(html.match(/<li class="tsr-summary__item">/g)).toHaveLength(3);
      expect(html).toContain('<h3 class="tsr-summary__title"><a class="tsr-summary__link" href="/journal/post-1">Post 1</a></h3>');
      expect(html).toContain('<time class="tsr-summary__date" dateTime="2026-10-01T13:00:00.000Z">October 1, 2026</time>');
      expect(html).toContain('<p class="tsr-summary__excerpt">Excerpt 2</p>');
      expect(html).toContain('alt="A cup"');
      expect(html.match(/<img /g)).toHaveLength(4);
    }
  });

  it("crops pictures to one 3:2 box except on the wall, which keeps each picture's own shape", () => {
    expect(render({ variant: "grid" }, { items, more: false }).match(/aspect-ratio:1.5/g)).toHaveLength(2);
    const wall = render({ variant: "wall" }, { items, more: false });
    expect(wall).toContain("aspect-ratio:1.5");
    expect(wall).toContain("aspect-ratio:0.6667");
  });

  it("shows only the fields asked for, and a product's price", () => {
    const html = render({ source: "products", fields: { image: false, excerpt: false, date: true, price: true } }, { items: [product, ...items], more: false });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("tsr-summary__excerpt");
    expect(html).toContain('<p class="tsr-summary__price">$18.00</p>');
    expect(html).toContain("October 1, 2026");
    expect(render({ fields: { date: false } }, { items, more: false })).not.toContain("<time");
  });

  it("gives the carousel previous and next buttons for the island to show, and never anything that plays on its own", () => {
    const carousel = render({ variant: "carousel" }, { items, more: false });
    expect(carousel).toContain(
      `<div class="tsr-summary__controls" hidden=""><button type="button" class="tsr-summary__step" data-summary-step="previous" aria-controls="summary-${id}-items">Previous items</button>` +
        `<button type="button" class="tsr-summary__step" data-summary-step="next" aria-controls="summary-${id}-items">Next items</button><p class="tsr-summary__status" aria-live="polite"></p></div>`,
    );
    expect(carousel).toContain(`<ul class="tsr-summary__items" id="summary-${id}-items">`);
    expect(carousel).not.toMatch(/autoplay/i);
    for (const variant of ["grid", "list", "wall"]) expect(render({ variant }, { items, more: false })).not.toContain("tsr-summary__controls");
  });

  it("offers Show more only when asked and the collection holds more, and carries its widget JSON for the refresh", () => {
    expect(render({ showMore: true }, { items, more: true })).toContain(
      '<button type="button" class="tsr-summary__more" data-summary-more="" hidden="">Show more</button>',
    );
    expect(render({ showMore: true }, { items, more: false })).not.toContain("Show more");
    expect(render({ showMore: false }, { items, more: true })).not.toContain("Show more");
    const widget = /data-widget-json="([^"]*)"/.exec(render({ count: 3 }, { items, more: false }))![1]!.replace(/&quot;/g, '"');
    expect(JSON.parse(widget)).toEqual({ type: "summary", id, value: summarySchema.schema.parse({ count: 3 }) });
  });

  it("says so when there is nothing to show", () => {
    expect(render({}, undefined)).toContain('<p class="tsr-summary__empty">Nothing to show here yet.</p>');
    expect(render({}, { items: [], more: false })).not.toContain("<ul");
  });

  it("as the page's lead picture block, makes its first picture a real image with srcset, sizes, width and height and high priority, the others lazy", () => {
    for (const variant of BLOCK_VARIANTS.summary) {
      const html = render({ variant }, { items: [post(3), ...items], more: false }, { leadPicture: true });
      const images = html.match(/<img [^>]*>/g)!.filter((img) => !html.includes(`<noscript>${img}`));
      expect(images[0]).toContain('fetchPriority="high"');
      expect(images[0]).toContain('src="/s/cccccccccccccccccccccccc/cup.jpg?format=1000w"');
      expect(images[0]).toMatch(/srcSet="[^"]+ 100w, /);
      expect(images[0]).toMatch(/sizes="[^"]*\(max-width: 640px\) min\(100vw - 2.5rem, 43.5rem\)/);
      expect(images[0]).toContain('width="1200" height="800"');
      expect(images[1]).toContain('data-load="true"');
      expect(images[1]).not.toContain("fetchPriority");
    }
    expect(render({}, { items, more: false })).not.toContain("fetchPriority");
  });
});

describe("carousel steps", () => {
  const edges = [0, 1, 2, 3, 4].map((n) => ({ start: n * 110, end: n * 110 + 100 }));

  it("steps on to the first item not wholly shown, and back by one view, staying put at the ends", () => {
    expect(carouselStep(edges, 0, 320, 1)).toBe(330);
    expect(carouselStep(edges, 330, 320, 1)).toBe(330);
    expect(carouselStep(edges, 330, 320, -1)).toBe(110);
    expect(carouselStep(edges, 110, 320, -1)).toBe(0);
  });

  it("tells which items show whole, for the status line and the buttons' ends", () => {
    expect(shownRange(edges, 0, 320)).toEqual({ first: 1, last: 3, total: 5 });
    expect(shownRange(edges, 330, 320)).toEqual({ first: 4, last: 5, total: 5 });
  });
});
