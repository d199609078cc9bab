import type { ReactNode } from "react";
import type { ShoppingCart } from "../../../../domain/commerce/cartEntity";
import type { CurrencyCode } from "../../../../domain/currencies";
import { formatMoney } from "../../../../domain/money";
import { TEST_CARDS } from "../payments/testGateway";
import { countryName } from "../../../../domain/commerce/countries";
import { addressLine, checkoutFieldsOf, type SavedAddress } from "../../../../domain/commerce/savedAddress";
import { Receipt } from "./Receipt";
import { StripeCardField } from "./StripeCardField";
import { CardPaymentsUnavailable, cardPaymentsUnavailable } from "./PaymentFields";
import type { StripeCardSetup } from "../payments/stripeCardSetup";
import { receiptOfCart } from "./receiptContent";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { islandTexts } from "../../../../domain/translations/storeIslandTexts";

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
  /** The signed-in customer: their email, filled in, and the kept addresses in countries the store ships to, offered for delivery. */
  customer?: { email: string; addresses: SavedAddress[] } | null;
  /** On the subscription checkout (`/checkout/subscribe`): the cart's token from its address, which the form sends back. */
  subscribeCartToken?: string;
  /** The page's words in the cart's language. */
  texts?: StoreTexts;
  /** Stripe's card element, when the payments go through Stripe with a publishable key; without it a payment method id is asked. */
  stripe?: StripeCardSetup | null;
}

/** The line a pick-up shows in place of the street fields. */
function pickupLine(pickupAddress: string, texts: StoreTexts): string {
  return pickupAddress.trim() ? filledIn(texts.pickup, { address: pickupAddress.trim() }) : texts.pickupAtStore;
}

function Field({
  label,
  name,
  type = "text",
  autoComplete,
  required = true,
  pattern,
  inputMode,
  defaultValue,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  pattern?: string;
  inputMode?: "numeric" | "tel";
  defaultValue?: string;
}) {
  return (
    <label className="tsr-checkout__field" data-field={name}>
      <span className="tsr-checkout__label">{label}</span>
      <input name={name} type={type} autoComplete={autoComplete} required={required} pattern={pattern} inputMode={inputMode} defaultValue={defaultValue} />
      <span className="tsr-checkout__field-error" role="alert" hidden />
    </label>
  );
}

/**
 * The signed-in customer's kept addresses as a radio group above the delivery fields: the one
 * chosen fills them (already filled by the server for the first in the chosen country; the
 * island fills them on a change), "Another address" leaves them for typing.
 */
function SavedAddresses({ addresses, chosen, texts }: { addresses: SavedAddress[]; chosen: SavedAddress | null; texts: StoreTexts }) {
  return (
    <fieldset className="tsr-checkout__saved">
      <legend className="tsr-checkout__label">{texts.savedAddresses}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="tsr-checkout__option">
          <input
            type="radio"
            name="savedAddress"
            value={address.id}
            data-address={JSON.stringify(checkoutFieldsOf(address))}
            defaultChecked={address.id === chosen?.id}
          />
          <span>{addressLine(address)}</span>
        </label>
      ))}
      <label className="tsr-checkout__option">
        <input type="radio" name="savedAddress" value="" defaultChecked={chosen === null} />
        <span>{texts.anotherAddress}</span>
      </label>
    </fieldset>
  );
}

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
function Summary({ cart, currency, texts }: { cart: ShoppingCart; currency: CurrencyCode; texts: StoreTexts }) {
  return (
    <aside className="tsr-checkout__summary" aria-labelledby="tsr-checkout-summary">
      <h2 id="tsr-checkout-summary">{texts.orderSummary}</h2>
      <Receipt content={receiptOfCart(cart, currency, texts)} />
      <dl className="tsr-checkout__gift-card" hidden>
        <div>
          <dt>{texts.giftCard}</dt>
          <dd data-total="giftCard" />
        </div>
        <div>
          <dt>{texts.amountDue}</dt>
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
export function CheckoutPage({
  cart,
  currency,
  collects,
  minimumMessage,
  countries,
  country,
  locale,
  pickupAddress,
  customer,
  subscribeCartToken,
  texts = PRIMARY_STORE_TEXTS,
  stripe = null,
}: CheckoutPageProps) {
  const pickingUp = "kind" in cart.selectedShippingOption && cart.selectedShippingOption.kind === "pickup";
  const addresses = customer?.addresses ?? [];
  const chosen = addresses.find((address) => address.country === country) ?? null;
  const subscribing = subscribeCartToken !== undefined;
  return (
    <div
      className="tsr-container tsr-checkout"
      data-island="checkout"
      data-grand-total-cents={cart.grandTotalCents}
      data-currency={currency}
      data-cart-token={subscribeCartToken}
      data-texts={JSON.stringify(islandTexts("checkout", texts))}
    >
      <h1>{subscribing ? texts.subscriptionCheckout : texts.checkout}</h1>
      {minimumMessage ? (
        <p className="tsr-checkout__minimum" role="alert">
          {minimumMessage}
        </p>
      ) : null}
      <div className="tsr-checkout__layout">
        <Summary cart={cart} currency={currency} texts={texts} />
        <form className="tsr-checkout__form" noValidate>
          <Step legend={texts.contact}>
            <Field label={texts.email} name="email" type="email" autoComplete="email" defaultValue={customer?.email} />
          </Step>
          {cart.requiresShipping ? (
            <Step legend={texts.delivery}>
              {addresses.length > 0 ? <SavedAddresses addresses={addresses} chosen={chosen} texts={texts} /> : null}
              <Field label={texts.fullName} name="name" autoComplete="name" defaultValue={chosen?.name} />
              <div className="tsr-checkout__row">
                <label className="tsr-checkout__field" data-field="country">
                  <span className="tsr-checkout__label">{texts.country}</span>
                  <select name="country" autoComplete="country" defaultValue={country}>
                    {countries.map((code) => (
                      <option key={code} value={code}>
                        {countryName(code, locale)}
                      </option>
                    ))}
                  </select>
                  <span className="tsr-checkout__field-error" role="alert" hidden />
                </label>
                <Field label={texts.region} name="region" autoComplete="address-level1" required={false} defaultValue={chosen?.region} />
              </div>
              <div
                className="tsr-checkout__options"
                role="radiogroup"
                aria-label={texts.shippingOption}
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
                {pickupLine(pickupAddress, texts)}
              </p>
              <div className="tsr-checkout__street" hidden={pickingUp}>
                <Field label={texts.address} name="line1" autoComplete="address-line1" defaultValue={chosen?.line1} />
                <Field label={texts.address2} name="line2" autoComplete="address-line2" required={false} defaultValue={chosen?.line2} />
                <div className="tsr-checkout__row">
                  <Field label={texts.city} name="city" autoComplete="address-level2" defaultValue={chosen?.city} />
                  <Field label={texts.postalCode} name="postalCode" autoComplete="postal-code" defaultValue={chosen?.postalCode} />
                </div>
              </div>
              <Field label={texts.phone} name="phone" type="tel" autoComplete="tel" inputMode="tel" required={false} />
            </Step>
          ) : null}
          <Step legend={texts.coupon}>
            <div className="tsr-checkout__coupon">
              <Field label={texts.couponCode} name="coupon" required={false} />
              <button type="button" className="tsr-button tsr-checkout__apply">
                {texts.apply}
              </button>
            </div>
          </Step>
          {subscribing ? null : (
            <Step legend={texts.giftCard}>
              <div className="tsr-checkout__coupon">
                <Field label={texts.giftCardCode} name="giftCardCode" required={false} />
                <button type="button" className="tsr-button tsr-checkout__apply-gift-card">
                  {texts.apply}
                </button>
              </div>
            </Step>
          )}
          <Step legend={texts.payment}>
            {subscribing ? <p className="tsr-checkout__hint">{texts.savedCardNote}</p> : null}
            <p className="tsr-checkout__hint tsr-checkout__paid-by-gift-card" hidden>
              {texts.paidByGiftCard}
            </p>
            {collects === "card" ? (
              <div className="tsr-checkout__card-fields">
                <p className="tsr-checkout__hint">
                  {filledIn(texts.testCards, { paid: TEST_CARDS.succeeds, declined: TEST_CARDS.declines, confirm: TEST_CARDS.requiresConfirmation })}
                </p>
                <Field label={texts.cardNumber} name="cardNumber" autoComplete="cc-number" inputMode="numeric" />
                <div className="tsr-checkout__row">
                  <Field label={texts.expiryMonth} name="expMonth" autoComplete="cc-exp-month" inputMode="numeric" />
                  <Field label={texts.expiryYear} name="expYear" autoComplete="cc-exp-year" inputMode="numeric" />
                  <Field label={texts.securityCode} name="cvc" autoComplete="cc-csc" inputMode="numeric" />
                </div>
              </div>
            ) : (
              <div className="tsr-checkout__card-fields">
                {stripe ? <StripeCardField setup={stripe} texts={texts} locale={locale} /> : <CardPaymentsUnavailable texts={texts} />}
              </div>
            )}
          </Step>
          <p className="tsr-checkout__error" role="alert" hidden />
          {cardPaymentsUnavailable(collects, stripe) ? null : (
            <button type="submit" className="tsr-button tsr-checkout__place">
              {subscribing ? texts.subscribe : texts.placeOrder}
            </button>
          )}
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
