import { filledIn, type StoreTexts } from "../../domain/translations/storeTexts";
import type { ProductForRender } from "./productForRender";

/**
 * A gift card's way to its own checkout, in place of the add-to-cart form (a gift card never goes
 * in a cart): with several amounts, each one a link to the checkout with it chosen, then the
 * "Buy a gift card" link with the first amount in stock chosen. Plain links, so they work without
 * script and from the keyboard; a page in another language moves them under its prefix.
 */
export function GiftCardLinks({
  product,
  texts,
}: {
  product: ProductForRender;
  texts: Pick<StoreTexts, "giftCardAmounts" | "buyGiftCardOf" | "buyGiftCardLink" | "soldOut">;
}) {
  const buyable = product.variants.filter((v) => v.inStock && v.checkoutHref);
  const chosen = buyable[0];
  return (
    <div className="tsr-product__form tsr-product__gift-card">
      {product.variants.length > 1 && buyable.length > 0 ? (
        <div className="tsr-product__options">
          <p className="tsr-product__label">{texts.giftCardAmounts}</p>
          <ul className="tsr-pills tsr-product__amounts" aria-label={texts.giftCardAmounts}>
            {buyable.map((v) => (
              <li key={v.id} className="tsr-pill">
                <a className="tsr-pill__face" href={v.checkoutHref!} aria-label={filledIn(texts.buyGiftCardOf, { amount: v.price })}>
                  {v.price}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {chosen ? (
        <a className="tsr-button tsr-product__add" href={chosen.checkoutHref!}>
          {texts.buyGiftCardLink}
        </a>
      ) : (
        <p className="tsr-product__stock tsr-product__stock--out">{texts.soldOut}</p>
      )}
    </div>
  );
}
