import type { ShoppingCart } from "../../../../domain/commerce/cartEntity";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { islandTexts } from "../../../../domain/translations/storeIslandTexts";

/** Formatted amounts beside the cart (from presentCart). */
export interface CartDisplay {
  subtotal: string;
  entries: Record<string, { unitPrice: string; lineTotal: string }>;
}

/**
 * The cart page (page types 200 and 205): each line with its quantity field and remove button,
 * the subtotal and the way to checkout in a summary box; "You have nothing in your shopping cart." when empty.
 * The cart island sends changes and shows the spec's messages when one fails. Its words are the
 * store's in the cart's language (`texts`).
 */
export function CartPage({ cart, display, texts }: { cart: ShoppingCart; display: CartDisplay; texts: StoreTexts }) {
  const empty = cart.entries.length === 0;
  return (
    <div className="tsr-container tsr-cart" data-island="cart" data-texts={JSON.stringify(islandTexts("cart", texts))}>
      <h1>{texts.cart}</h1>
      <p className="tsr-cart__empty" hidden={!empty}>
        {texts.cartEmpty}
      </p>
      <p className="tsr-cart__error" role="alert" hidden />
      {empty ? null : (
        <>
          <table className="tsr-cart__lines">
            <thead>
              <tr>
                <th scope="col">{texts.item}</th>
                <th scope="col" className="tsr-cart__price">
                  {texts.price}
                </th>
                <th scope="col">{texts.quantity}</th>
                <th scope="col">{texts.total}</th>
                <th scope="col">
                  <span className="tsr-visually-hidden">{texts.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.entries.map((entry) => (
                <tr key={entry.id} data-entry-id={entry.id}>
                  <td>
                    <a href={entry.productUrl}>{entry.productName}</a>
                    {entry.optionValues.length > 0 ? <span className="tsr-cart__options"> ({entry.optionValues.map((o) => o.value).join(", ")})</span> : null}
                  </td>
                  <td className="tsr-cart__price">{display.entries[entry.id]?.unitPrice}</td>
                  <td>
                    <input
                      className="tsr-cart__quantity"
                      type="number"
                      min={1}
                      max={999}
                      step={1}
                      defaultValue={entry.quantity}
                      aria-label={filledIn(texts.quantityOf, { product: entry.productName })}
                      inputMode="numeric"
                    />
                  </td>
                  <td className="tsr-cart__line-total">{display.entries[entry.id]?.lineTotal}</td>
                  <td>
                    <button type="button" className="tsr-cart__remove" aria-label={filledIn(texts.removeProduct, { product: entry.productName })}>
                      {texts.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="tsr-cart__summary">
            <p className="tsr-cart__subtotal">
              {`${texts.subtotal}: `}
              <strong data-cart-subtotal>{display.subtotal}</strong>
            </p>
            <p className="tsr-cart__note">{texts.cartNote}</p>
            <a className="tsr-button tsr-cart__checkout" href="/commerce/goto-checkout">
              {texts.checkout}
            </a>
          </div>
        </>
      )}
    </div>
  );
}
