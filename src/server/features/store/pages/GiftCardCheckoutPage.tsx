import type { CurrencyCode } from "../../../../domain/currencies";
import { formatMoney } from "../../../../domain/money";
import type { Product } from "../../../../domain/commerce/productModel";
import { cardPaymentsUnavailable, PaymentFields, PaymentPageField } from "./PaymentFields";
import type { StripeCardSetup } from "../payments/stripeCardSetup";
import type { StoreTexts } from "../../../../domain/translations/storeTexts";
import { islandTexts } from "../../../../domain/translations/storeIslandTexts";

/** What the gift card checkout page shows. */
export interface GiftCardCheckoutPageProps {
  websiteId: string;
  product: Product;
  currency: CurrencyCode;
  /** The amount chosen first: the variant of the address's `sku`, else the first. */
  chosenVariantId: string;
  collects: "card" | "paymentMethod";
  /** Stripe's card element, when the payments go through Stripe with a publishable key. */
  stripe: StripeCardSetup | null;
  /** The page's language, which Stripe's words are in. */
  locale: string;
  /** The store's words in the page's language. */
  texts: StoreTexts;
}

/**
 * The gift card checkout (`/checkout/giftcard?websiteId=…&giftCardProductId=…[&sku=…]`): the
 * amount (one per variant), who the card is for, the sender's name and message, the buyer's
 * email and payment. On payment the card's code is mailed to the recipient. In the page's
 * language (`texts`), which its order and the recipient's mail keep.
 */
export function GiftCardCheckoutPage({ websiteId, product, currency, chosenVariantId, collects, stripe, locale, texts }: GiftCardCheckoutPageProps) {
  return (
    <div
      className="tsr-container tsr-checkout"
      data-island="gift-card-checkout"
      data-website-id={websiteId}
      data-product-id={product.id}
      data-texts={JSON.stringify(islandTexts("checkout", texts))}
    >
      <h1>{product.name}</h1>
      {product.description ? <p>{product.description}</p> : null}
      <form className="tsr-checkout__form" noValidate>
        <fieldset className="tsr-checkout__step">
          <legend>{texts.giftCardAmount}</legend>
          <p className="tsr-checkout__step-error" role="alert" hidden />
          <div className="tsr-checkout__options" role="radiogroup" aria-label={texts.giftCardAmount} data-field="variantId">
            {product.variants.map((variant) => (
              <label key={variant.id} className="tsr-checkout__option">
                <input type="radio" name="variantId" value={variant.id} defaultChecked={variant.id === chosenVariantId} />
                <span>{formatMoney(variant.priceCents, currency)}</span>
              </label>
            ))}
            <span className="tsr-checkout__field-error" role="alert" hidden />
          </div>
        </fieldset>
        <fieldset className="tsr-checkout__step">
          <legend>{texts.giftCardFor}</legend>
          <p className="tsr-checkout__step-error" role="alert" hidden />
          <PaymentPageField label={texts.recipientName} name="recipientName" />
          <PaymentPageField label={texts.recipientEmail} name="recipientEmail" type="email" />
          <PaymentPageField label={texts.senderName} name="senderName" autoComplete="name" />
          <label className="tsr-checkout__field" data-field="message">
            <span className="tsr-checkout__label">{texts.giftMessage}</span>
            <textarea name="message" rows={3} maxLength={500} />
            <span className="tsr-checkout__field-error" role="alert" hidden />
          </label>
        </fieldset>
        <fieldset className="tsr-checkout__step">
          <legend>{texts.payment}</legend>
          <p className="tsr-checkout__step-error" role="alert" hidden />
          <PaymentPageField label={texts.receiptEmail} name="email" type="email" autoComplete="email" />
          <PaymentFields collects={collects} stripe={stripe} locale={locale} texts={texts} />
        </fieldset>
        <p className="tsr-checkout__error" role="alert" hidden />
        {cardPaymentsUnavailable(collects, stripe) ? null : (
          <button type="submit" className="tsr-button tsr-checkout__place">
            {texts.buyGiftCard}
          </button>
        )}
      </form>
    </div>
  );
}
