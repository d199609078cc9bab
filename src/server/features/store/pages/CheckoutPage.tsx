import type { ReactNode } from "react";
import type { ShoppingCart } from "../../../../domain/commerce/cartEntity";
import type { CurrencyCode } from "../../../../domain/currencies";
import { formatMoney } from "../../../../domain/money";
import { TEST_CARDS } from "../payments/testGateway";
import { countryName } from "../../../../domain/commerce/countries";
import { Receipt } from "./Receipt";
import { receiptOfCart } from "./receiptContent";

/** What the checkout page shows besides the cart. */
export interface CheckoutPageProps {
  cart: ShoppingCart;
  currency: CurrencyCode;
  /** "card" for the built-in test gateway, "paymentMethod" for Stripe. */
  collects: "card" | "paymentMethod";
  /** The store's minimum refusal, shown above the form when the subtotal is below it. */
  minimumMessage: string | null;
  /** The countries the store ships to, in the order the select lists them. */
  countries: string[];
  /** The country chosen at first (the cart's, else the United States when shipped to, else the first). */
  country: string;
  /** The site's language, which names the countries. */
  locale: string;
  /** Where a buyer choosing a pick-up option collects the order (the store settings' pick-up address; may be empty). */
  pickupAddress: string;
}

/** The line a pick-up shows in place of the street fields. */
function pickupLine(pickupAddress: string): string {
  return pickupAddress.trim() ? `You pick up your order at ${pickupAddress.trim()}.` : "You pick up your order at the store.";
}

function Field({
  label,
  name,
  type = "text",
  autoComplete,
  required = true,
  pattern,
  inputMode,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  pattern?: string;
  inputMode?: "numeric" | "tel";
}) {
  return (
    <label className="tsr-checkout__field" data-field={name}>
      <span className="tsr-checkout__label">{label}</span>
      <input name={name} type={type} autoComplete={autoComplete} required={required} pattern={pattern} inputMode={inputMode} />
      <span className="tsr-checkout__field-error" role="alert" hidden />
    </label>
  );
}

/** What the payment step says instead of its fields when the typed gift card pays the whole order. */
export const PAID_BY_GIFT_CARD = "Your gift card pays for the whole order, so no card is needed.";

/** One step of the checkout: its legend and the line naming the fields of the step that need attention. */
function Step({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="tsr-checkout__step">
      <legend>{legend}</legend>
      <p className="tsr-checkout__step-error" role="alert" hidden />
      {children}
    </fieldset>
  );
}

/** The order summary beside the form: lines and the server's totals (the island refreshes them as choices change). */
function Summary({ cart, currency }: { cart: ShoppingCart; currency: CurrencyCode }) {
  return (
    <aside className="tsr-checkout__summary" aria-labelledby="tsr-checkout-summary">
      <h2 id="tsr-checkout-summary">Order summary</h2>
      <Receipt content={receiptOfCart(cart, currency)} />
      <dl className="tsr-checkout__gift-card" hidden>
        <div>
          <dt>Gift card</dt>
          <dd data-total="giftCard" />
        </div>
        <div>
          <dt>Amount due</dt>
          <dd data-total="amountDue" />
        </div>
        <p className="tsr-checkout__gift-card-left" data-total="giftCardRemaining" />
      </dl>
    </aside>
  );
}

/**
 * The checkout page (page type 201): contact, shipping, coupon and payment, then "Place order",
 * with the order summary beside the form on wide screens (above it on phones). Address fields
 * carry their autocomplete tokens so browsers fill them.
 */
export function CheckoutPage({ cart, currency, collects, minimumMessage, countries, country, locale, pickupAddress }: CheckoutPageProps) {
  const pickingUp = "kind" in cart.selectedShippingOption && cart.selectedShippingOption.kind === "pickup";
  return (
    <div className="tsr-container tsr-checkout" data-island="checkout" data-grand-total-cents={cart.grandTotalCents} data-currency={currency}>
      <h1>Checkout</h1>
      {minimumMessage ? (
        <p className="tsr-checkout__minimum" role="alert">
          {minimumMessage}
        </p>
      ) : null}
      <div className="tsr-checkout__layout">
        <Summary cart={cart} currency={currency} />
        <form className="tsr-checkout__form" noValidate>
          <Step legend="Contact">
            <Field label="Email" name="email" type="email" autoComplete="email" />
          </Step>
          {cart.requiresShipping ? (
            <Step legend="Delivery">
              <Field label="Full name" name="name" autoComplete="name" />
              <div className="tsr-checkout__row">
                <label className="tsr-checkout__field" data-field="country">
                  <span className="tsr-checkout__label">Country</span>
                  <select name="country" autoComplete="country" defaultValue={country}>
                    {countries.map((code) => (
                      <option key={code} value={code}>
                        {countryName(code, locale)}
                      </option>
                    ))}
                  </select>
                  <span className="tsr-checkout__field-error" role="alert" hidden />
                </label>
                <Field label="State or region" name="region" autoComplete="address-level1" required={false} />
              </div>
              <div
                className="tsr-checkout__options"
                role="radiogroup"
                aria-label="Shipping option"
                data-field="shippingOptionId"
                hidden={cart.shippingOptions.length === 0}
              >
                {cart.shippingOptions.map((option) => (
                  <label key={option.id} className="tsr-checkout__option">
                    <input
                      type="radio"
                      name="shippingOptionId"
                      value={option.id}
                      data-kind={option.kind}
                      defaultChecked={option.id === cart.selectedShippingOption.id}
                    />
                    <span>{option.name}</span>
                    <span className="tsr-checkout__option-cost">{formatMoney(option.costCents, currency)}</span>
                  </label>
                ))}
                <span className="tsr-checkout__field-error" role="alert" hidden />
              </div>
              <p className="tsr-checkout__pickup" data-pickup-address={pickupAddress} hidden={!pickingUp}>
                {pickupLine(pickupAddress)}
              </p>
              <div className="tsr-checkout__street" hidden={pickingUp}>
                <Field label="Address" name="line1" autoComplete="address-line1" />
                <Field label="Apartment, suite (optional)" name="line2" autoComplete="address-line2" required={false} />
                <div className="tsr-checkout__row">
                  <Field label="City" name="city" autoComplete="address-level2" />
                  <Field label="Zip or postal code" name="postalCode" autoComplete="postal-code" />
                </div>
              </div>
              <Field label="Phone (optional)" name="phone" type="tel" autoComplete="tel" inputMode="tel" required={false} />
            </Step>
          ) : null}
          <Step legend="Coupon">
            <div className="tsr-checkout__coupon">
              <Field label="Coupon code (optional)" name="coupon" required={false} />
              <button type="button" className="tsr-button tsr-checkout__apply">
                Apply
              </button>
            </div>
          </Step>
          <Step legend="Gift card">
            <div className="tsr-checkout__coupon">
              <Field label="Gift card code (optional)" name="giftCardCode" required={false} />
              <button type="button" className="tsr-button tsr-checkout__apply-gift-card">
                Apply
              </button>
            </div>
          </Step>
          <Step legend="Payment">
            <p className="tsr-checkout__hint tsr-checkout__paid-by-gift-card" hidden>
              {PAID_BY_GIFT_CARD}
            </p>
            {collects === "card" ? (
              <div className="tsr-checkout__card-fields">
                <p className="tsr-checkout__hint">
                  Test cards: {TEST_CARDS.succeeds} (paid), {TEST_CARDS.declines} (declined), {TEST_CARDS.requiresConfirmation} (extra confirmation).
                </p>
                <Field label="Card number" name="cardNumber" autoComplete="cc-number" inputMode="numeric" />
                <div className="tsr-checkout__row">
                  <Field label="Expiry month (MM)" name="expMonth" autoComplete="cc-exp-month" inputMode="numeric" />
                  <Field label="Expiry year (YYYY)" name="expYear" autoComplete="cc-exp-year" inputMode="numeric" />
                  <Field label="Security code" name="cvc" autoComplete="cc-csc" inputMode="numeric" />
                </div>
              </div>
            ) : (
              <div className="tsr-checkout__card-fields">
                <Field label="Payment method" name="paymentMethodId" />
              </div>
            )}
          </Step>
          <p className="tsr-checkout__error" role="alert" hidden />
          <button type="submit" className="tsr-button tsr-checkout__place">
            Place order
          </button>
        </form>
      </div>
    </div>
  );
}

/** The page shown when checkout starts without a cart cookie: the spec's alert and a way back. */
export function NoCartPage({ message }: { message: string }) {
  return (
    <div className="tsr-container tsr-checkout">
      <h1>Checkout</h1>
      <p className="tsr-alert" role="alert">
        {message}
      </p>
      <p>
        <a href="/">Continue shopping</a>
      </p>
    </div>
  );
}
