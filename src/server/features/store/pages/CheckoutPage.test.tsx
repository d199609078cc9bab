import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyCart, type ShoppingCart } from "../../../../domain/commerce/cartEntity";
import { fromMinorUnits } from "../../../../domain/money";
import { CheckoutPage } from "./CheckoutPage";

const CART: ShoppingCart = {
  ...emptyCart("c".repeat(24), "w".repeat(24)),
  entries: [
    {
      id: "e".repeat(24),
      productId: "p".repeat(24),
      variantId: "v".repeat(24),
      productType: "PHYSICAL",
      productName: "Harbor Blend",
      productUrl: "/shop/harbor-blend",
      sku: "HB-12",
      optionValues: [{ name: "Size", value: "12 oz" }],
      quantity: 2,
      unitPriceCents: 1800,
      lineTotalCents: 3600,
      unitPrice: fromMinorUnits(1800, "USD"),
    },
  ],
  shippingOptions: [{ id: "standard", name: "Standard", costCents: 500, freeOverCents: null, kind: "delivery" }],
  subtotalCents: 3600,
  shippingCostCents: 500,
  taxCents: 198,
  grandTotalCents: 4298,
  totalQuantity: 2,
  requiresShipping: true,
};

const html = renderToStaticMarkup(
  <CheckoutPage cart={CART} currency="USD" collects="card" minimumMessage={null} countries={["US", "JP"]} country="US" locale="en-US" pickupAddress="" />,
);

describe("the checkout page", () => {
  it("gives every address field its autocomplete token", () => {
    const tokens = Object.fromEntries(
      [...html.matchAll(/<(?:input|select) [^>]*>/g)].map((m) => [/name="(\w+)"/.exec(m[0])?.[1], /autoComplete="([^"]+)"/.exec(m[0])?.[1]]),
    );
    expect(tokens).toMatchObject({
      email: "email",
      name: "name",
      line1: "address-line1",
      line2: "address-line2",
      city: "address-level2",
      region: "address-level1",
      postalCode: "postal-code",
      country: "country",
      phone: "tel",
      cardNumber: "cc-number",
    });
  });

  it("asks a buyer who picks up for no street: the street fields are hidden and the pick-up line names the store's address", () => {
    const pickup = { id: "counter", name: "Pick-up at the roastery", costCents: 0, freeOverCents: null, kind: "pickup" as const };
    const picking = renderToStaticMarkup(
      <CheckoutPage
        cart={{ ...CART, shippingOptions: [CART.shippingOptions[0]!, pickup], selectedShippingOption: pickup }}
        currency="USD"
        collects="card"
        minimumMessage={null}
        countries={["US"]}
        country="US"
        locale="en-US"
        pickupAddress="12 Harbor Way, Portland, ME"
      />,
    );
    expect(picking).toMatch(/<div class="tsr-checkout__street" hidden="">/);
    expect(picking).toContain(
      '<p class="tsr-checkout__pickup" data-pickup-address="12 Harbor Way, Portland, ME">You pick up your order at 12 Harbor Way, Portland, ME.</p>',
    );
    expect(picking).toContain('<input type="radio" data-kind="pickup" name="shippingOptionId" checked="" value="counter"/>');
    expect(html).toMatch(/<div class="tsr-checkout__street">/);
    expect(html).toMatch(/<p class="tsr-checkout__pickup"[^>]* hidden="">/);
  });

  it("lists only the countries the store ships to, named in the site's language", () => {
    const options = (page: string) =>
      [.../<select name="country"[^>]*>(.*?)<\/select>/.exec(page)![1]!.matchAll(/<option value="(\w+)"[^>]*>([^<]+)</g)].map((m) => `${m[1]} ${m[2]}`);
    expect(options(html)).toEqual(["US United States", "JP Japan"]);
    const french = renderToStaticMarkup(
      <CheckoutPage cart={CART} currency="USD" collects="card" minimumMessage={null} countries={["JP"]} country="JP" locale="fr-FR" pickupAddress="" />,
    );
    expect(options(french)).toEqual(["JP Japon"]);
  });

  it("shows the order summary with its lines, subtotal, shipping, tax and total", () => {
    const summary = /<aside class="tsr-checkout__summary"[^>]*>(.*?)<\/aside>/.exec(html)?.[1] ?? "";
    expect(summary.startsWith('<h2 id="tsr-checkout-summary">Order summary</h2>')).toBe(true);
    const words = summary
      .split('<dl class="tsr-checkout__gift-card"')[0]!
      .replace(/<\/t[dh]>/g, " | ")
      .replace(/<[^>]+>/g, "")
      .split(" | ")
      .filter(Boolean);
    expect(words).toEqual([
      "Order summary2 × Harbor Blend (12 oz)",
      "$36.00",
      "Subtotal",
      "$36.00",
      "Discount",
      "$0.00",
      "Shipping",
      "$5.00",
      "Tax",
      "$1.98",
      "Total",
      "$42.98",
    ]);
  });

  it("has a Gift card box with its own Apply button, and a hidden line for what a card pays and what is left to pay", () => {
    expect(html).toContain("<legend>Gift card</legend>");
    expect(html).toContain('<input type="text" name="giftCardCode"/>');
    expect(html).toContain('<button type="button" class="tsr-button tsr-checkout__apply-gift-card">Apply</button>');
    expect(html).toMatch(
      /<dl class="tsr-checkout__gift-card" hidden=""><div><dt>Gift card<\/dt><dd data-total="giftCard"><\/dd><\/div><div><dt>Amount due<\/dt>/,
    );
  });

  it("keeps a line per step for naming its refused fields, and one for each field's message", () => {
    expect(html.match(/<p class="tsr-checkout__step-error" role="alert" hidden=""><\/p>/g)).toHaveLength(5);
    expect(html).toContain(
      '<label class="tsr-checkout__field" data-field="city"><span class="tsr-checkout__label">City</span><input type="text" autoComplete="address-level2" required="" name="city"/><span class="tsr-checkout__field-error" role="alert" hidden=""></span></label>',
    );
  });
});
