import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Product } from "../../domain/commerce/productModel";
import { productForRender } from "./productForRender";
import { ProductView } from "./ProductView";
import { seoFieldsOf } from "../../domain/seo/seoFields";

const variant = (id: string, value: string, fields: Partial<Product["variants"][number]>): Product["variants"][number] => ({
  id: id.repeat(24),
  sku: value,
  priceCents: 2000,
  salePriceCents: 0,
  onSale: false,
  qtyInStock: 40,
  unlimited: false,
  optionValues: [{ name: "Size", value }],
  weight: 0,
  length: 0,
  width: 0,
  height: 0,
  ...fields,
});

const BLEND: Product = {
  id: "a".repeat(24),
  websiteId: "b".repeat(24),
  collectionId: "c".repeat(24),
  productType: "PHYSICAL",
  name: "Harbor Blend",
  urlSlug: "harbor-blend",
  description: "Dark and sweet.",
  imageUrl: "/s/64f1a0c2b3d4e5f6a7b8c901/beans.jpg",
  pictures: [{ url: "/s/64f1a0c2b3d4e5f6a7b8c901/beans.jpg", alt: "" }],
  visible: true,
  position: 0,
  downloadPath: "",
  categories: [],
  seo: seoFieldsOf(undefined),
  subscriptionPlan: null,
  variants: [
    variant("1", "12 oz", { onSale: true, salePriceCents: 1500, qtyInStock: 3 }),
    variant("2", "2 lb", { priceCents: 4200 }),
    variant("3", "5 lb", { priceCents: 9000, qtyInStock: 0 }),
  ],
};

const page = (product: Product) => renderToStaticMarkup(<ProductView product={productForRender(product, "USD", "shop")} headingLevel={1} locale="" />);

/** The visible text of some HTML: tags dropped, hidden elements' text kept apart. */
function visibleParts(html: string): string[] {
  return [...html.matchAll(/<p class="tsr-product__(?:price|stock)[^"]*"( hidden="")?[^>]*>(.*?)<\/p>/g)].map(
    (m) => `${m[1] ? "hidden: " : ""}${m[2]!.replace(/<[^>]+>/g, "")}`,
  );
}

describe("a product's own page", () => {
  it("shows the chosen variant's sale price with the regular price struck through and named, and its stock line; the others' wait hidden", () => {
    expect(visibleParts(page(BLEND))).toEqual([
      "Regular price $20.00 Sale price $15.00 Sale",
      "hidden: $42.00",
      "hidden: $90.00",
      "Only 3 left",
      "hidden: In stock",
      "hidden: Sold out",
    ]);
    expect(page(BLEND)).toContain('<s class="tsr-product__regular"><span class="tsr-visually-hidden">Regular price </span>$20.00</s>');
  });

  it("offers the variants as radio pills under their option's name, the sold-out one marked and not choosable", () => {
    const html = page(BLEND);
    expect(html).toContain('<fieldset class="tsr-product__options"><legend class="tsr-product__label">Size</legend>');
    expect(html).toContain(
      `<label class="tsr-pill"><input type="radio" data-max-quantity="3" name="variantId" checked="" value="${"1".repeat(24)}"/><span class="tsr-pill__face">12 oz</span></label>`,
    );
    expect(html).toContain(
      `<input type="radio" disabled="" data-max-quantity="0" name="variantId" value="${"3".repeat(24)}"/><span class="tsr-pill__face">5 lb<span class="tsr-pill__note"> Sold out</span></span>`,
    );
  });

  it("steps the quantity from 1 to the chosen variant's units left between One fewer and One more", () => {
    const html = page(BLEND);
    expect(html).toContain('<button type="button" class="tsr-stepper__button" aria-label="One fewer" data-step="-1">−</button>');
    expect(html).toContain('aria-label="Quantity" min="1" max="3" step="1" inputMode="numeric" name="quantity" value="1"/>');
    expect(html).toContain('<button type="button" class="tsr-stepper__button" aria-label="One more" data-step="1">+</button>');
  });

  it("puts the gallery beside the details, with no thumbnails for a single picture", () => {
    const html = page(BLEND);
    expect(html).toContain('<div class="tsr-product tsr-product--page"');
    expect(html).toContain(
      '<div class="tsr-product__gallery"><div class="tsr-product__main" data-main-picture=""><a class="tsr-product__zoom" href="/s/64f1a0c2b3d4e5f6a7b8c901/beans.jpg?format=2500w" data-zoom-link=""><img class="tsr-product__image"',
    );
    expect(html).not.toContain("tsr-product__thumbnails");
  });

  it("shows three pictures: the first in the main box with its alt text, then a thumbnail for each in order", () => {
    const pictures = [
      { url: "/s/64f1a0c2b3d4e5f6a7b8c901/front.jpg", alt: "The bag from the front" },
      { url: "/s/64f1a0c2b3d4e5f6a7b8c902/beans.jpg", alt: "Beans poured into a cup" },
      { url: "https://cdn.example.com/back.png", alt: "" },
    ];
    const html = page({ ...BLEND, imageUrl: pictures[0]!.url, pictures });
    expect(html).toContain('<img class="tsr-product__image" src="/s/64f1a0c2b3d4e5f6a7b8c901/front.jpg"');
    expect(html).toContain('alt="The bag from the front"');
    const thumbnails = [
      ...html.matchAll(/aria-label="(Show picture \d of 3)" aria-pressed="(true|false)" data-thumbnail="([^"]+)" data-thumbnail-alt="([^"]*)"/g),
    ].map((m) => m.slice(1));
    expect(thumbnails).toEqual([
      ["Show picture 1 of 3", "true", "/s/64f1a0c2b3d4e5f6a7b8c901/front.jpg", "The bag from the front"],
      ["Show picture 2 of 3", "false", "/s/64f1a0c2b3d4e5f6a7b8c902/beans.jpg", "Beans poured into a cup"],
      ["Show picture 3 of 3", "false", "https://cdn.example.com/back.png", ""],
    ]);
  });

  it("wraps the main picture in a link to it at its largest, named for screen readers after the picture's own alt text", () => {
    const single = page(BLEND);
    expect(single).toMatch(
      /<a class="tsr-product__zoom" href="\/s\/64f1a0c2b3d4e5f6a7b8c901\/beans\.jpg\?format=2500w" data-zoom-link=""><img class="tsr-product__image" [^>]*alt=""[^>]*\/><span class="tsr-visually-hidden" data-zoom-label="">View the picture larger<\/span><\/a>/,
    );
    const pictures = [
      { url: "https://cdn.example.com/front.png", alt: "The bag from the front" },
      { url: "/s/64f1a0c2b3d4e5f6a7b8c902/beans.jpg", alt: "Beans poured into a cup" },
    ];
    const several = page({ ...BLEND, imageUrl: pictures[0]!.url, pictures });
    expect(several).toMatch(
      /<a class="tsr-product__zoom" href="https:\/\/cdn\.example\.com\/front\.png" data-zoom-link=""><img [^>]*alt="The bag from the front"[^>]*\/><span class="tsr-visually-hidden" data-zoom-label="">View picture 1 of 2 larger<\/span><\/a>/,
    );
  });

  it("shows a sold-out product's stock line and a disabled Sold out button", () => {
    const html = page({ ...BLEND, variants: [variant("4", "One size", { qtyInStock: 0 })] });
    expect(visibleParts(html)).toEqual(["$20.00", "Sold out"]);
    expect(html).toContain('<button type="submit" class="tsr-button tsr-product__add" disabled="">Sold out</button>');
  });
});

describe("a gift card's view", () => {
  const amount = (id: string, sku: string, priceCents: number) => variant(id, "", { sku, priceCents, unlimited: true, qtyInStock: 0, optionValues: [] });
  const GIFT_CARD: Product = {
    ...BLEND,
    productType: "GIFT_CARD",
    name: "Gift Card",
    urlSlug: "gift-card",
    description: "A present for any roast.",
    variants: [amount("5", "GIFT-25", 2500), amount("6", "GIFT 50", 5000)],
  };
  const checkout = (sku: string) => `/checkout/giftcard?websiteId=${"b".repeat(24)}&amp;giftCardProductId=${"a".repeat(24)}&amp;sku=${sku}`;

  it("shows its lowest amount, its description, each amount as a link to its checkout and Buy a gift card, with no cart form or stock line", () => {
    const html = page(GIFT_CARD);
    expect(visibleParts(html)).toEqual(["From $25.00"]);
    expect(html).toContain('<p class="tsr-product__description">A present for any roast.</p>');
    expect(html).toContain('<p class="tsr-product__label">Choose an amount</p>');
    expect(html).toContain(`<a class="tsr-pill__face" href="${checkout("GIFT-25")}" aria-label="Buy a $25.00 gift card">$25.00</a>`);
    expect(html).toContain(`<a class="tsr-pill__face" href="${checkout("GIFT+50")}" aria-label="Buy a $50.00 gift card">$50.00</a>`);
    expect(html).toContain(`<a class="tsr-button tsr-product__add" href="${checkout("GIFT-25")}">Buy a gift card</a>`);
    expect(html).not.toContain("<form");
    expect(html).not.toContain("Add to cart");
  });

  it("with one amount shows that amount and only the Buy a gift card link", () => {
    const html = page({ ...GIFT_CARD, variants: [amount("7", "GIFT-100", 10000)] });
    expect(visibleParts(html)).toEqual(["$100.00"]);
    expect(html).not.toContain("Choose an amount");
    expect(html).toContain(`<a class="tsr-button tsr-product__add" href="${checkout("GIFT-100")}">Buy a gift card</a>`);
  });
});
