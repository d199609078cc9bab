import type { ShoppingCart } from "../../../../domain/commerce/cartEntity";
import type { CurrencyCode } from "../../../../domain/currencies";
import { formatMoney } from "../../../../domain/money";
import { TEST_CARDS } from "../payments/testGateway";

/** What the checkout page shows besides the cart. */
export interface CheckoutPageProps {
  cart: ShoppingCart;
  currency: CurrencyCode;
  /** "card" for the built-in test gateway, "paymentMethod" for Stripe. */
  collects: "card" | "paymentMethod";
  /** The store's minimum refusal, shown above the form when the subtotal is below it. */
  minimumMessage: string | null;
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
  inputMode?: "numeric";
}) {
  return (
    <label className="tsr-checkout__field" data-field={name}>
      <span>{label}</span>
      <input name={name} type={type} autoComplete={autoComplete} required={required} pattern={pattern} inputMode={inputMode} />
      <span className="tsr-checkout__field-error" role="alert" hidden />
    </label>
  );
}

/** The order summary: lines and the server's totals (the island refreshes them as choices change). */
function Summary({ cart, currency }: { cart: ShoppingCart; currency: CurrencyCode }) {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <aside className="tsr-checkout__summary" aria-label="Order summary">
      <ul>
        {cart.entries.map((e) => (
          <li key={e.id}>
            {e.quantity} × {e.productName} — {money(e.lineTotalCents)}
          </li>
        ))}
      </ul>
      <dl>
        <dt>Subtotal</dt>
        <dd data-total="subtotal">{money(cart.subtotalCents)}</dd>
        <dt>Discount</dt>
        <dd data-total="discount">{money(cart.discountCents)}</dd>
        <dt>Shipping</dt>
        <dd data-total="shipping">{money(cart.shippingCostCents)}</dd>
        <dt>Tax</dt>
        <dd data-total="tax">{money(cart.taxCents)}</dd>
        <dt>Total</dt>
        <dd data-total="grandTotal">{money(cart.grandTotalCents)}</dd>
      </dl>
    </aside>
  );
}

/** The checkout page (page type 201): contact, shipping, coupon and payment, then "Place order". */
export function CheckoutPage({ cart, currency, collects, minimumMessage }: CheckoutPageProps) {
  return (
    <div className="tsr-container tsr-checkout" data-island="checkout" data-grand-total-cents={cart.grandTotalCents}>
      <h1>Checkout</h1>
      {minimumMessage ? (
        <p className="tsr-checkout__minimum" role="alert">
          {minimumMessage}
        </p>
      ) : null}
      <Summary cart={cart} currency={currency} />
      <form className="tsr-checkout__form" noValidate>
        <fieldset>
          <legend>Contact</legend>
          <Field label="Email" name="email" type="email" autoComplete="email" />
        </fieldset>
        {cart.requiresShipping ? (
          <fieldset>
            <legend>Shipping address</legend>
            <Field label="Full name" name="name" autoComplete="name" />
            <Field label="Address" name="line1" autoComplete="address-line1" />
            <Field label="Apartment, suite (optional)" name="line2" autoComplete="address-line2" required={false} />
            <Field label="City" name="city" autoComplete="address-level2" />
            <Field label="State or region" name="region" autoComplete="address-level1" required={false} />
            <Field label="Zip or postal code" name="postalCode" autoComplete="postal-code" />
            <label className="tsr-checkout__field" data-field="country">
              <span>Country</span>
              <select name="country" autoComplete="country" defaultValue="US">
                <option value="US">United States</option>
                <option value="CA">Canada</option>
                <option value="GB">United Kingdom</option>
                <option value="DE">Germany</option>
                <option value="FR">France</option>
                <option value="AU">Australia</option>
                <option value="JP">Japan</option>
              </select>
            </label>
            {cart.shippingOptions.length > 0 ? (
              <div className="tsr-checkout__options" role="radiogroup" aria-label="Shipping option" data-field="shippingOptionId">
                {cart.shippingOptions.map((option, index) => (
                  <label key={option.id}>
                    <input type="radio" name="shippingOptionId" value={option.id} defaultChecked={index === 0} /> {option.name} —{" "}
                    {formatMoney(option.costCents, currency)}
                  </label>
                ))}
                <span className="tsr-checkout__field-error" role="alert" hidden />
              </div>
            ) : null}
          </fieldset>
        ) : null}
        <fieldset>
          <legend>Coupon</legend>
          <Field label="Coupon code (optional)" name="coupon" required={false} />
        </fieldset>
        <fieldset>
          <legend>Payment</legend>
          {collects === "card" ? (
            <>
              <p className="tsr-checkout__hint">
                Test cards: {TEST_CARDS.succeeds} (paid), {TEST_CARDS.declines} (declined), {TEST_CARDS.requiresConfirmation} (extra confirmation).
              </p>
              <Field label="Card number" name="cardNumber" autoComplete="cc-number" inputMode="numeric" />
              <Field label="Expiry month (MM)" name="expMonth" autoComplete="cc-exp-month" inputMode="numeric" />
              <Field label="Expiry year (YYYY)" name="expYear" autoComplete="cc-exp-year" inputMode="numeric" />
              <Field label="Security code" name="cvc" autoComplete="cc-csc" inputMode="numeric" />
            </>
          ) : (
            <Field label="Payment method" name="paymentMethodId" />
          )}
        </fieldset>
        <p className="tsr-checkout__error" role="alert" hidden />
        <button type="submit" className="tsr-button">
          Place order
        </button>
      </form>
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
