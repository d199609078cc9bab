import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { handoverOfOrder } from "../orderHandover";
import type { StoreOrderRow } from "../../../../db/schema";
import type { CurrencyCode } from "../../../../domain/currencies";
import { fromMinorUnits } from "../../../../domain/money";
import { orderNumber } from "../orderMail";
import type { OrderLine } from "../ordersRepository";
import { PixelEvent } from "./PixelEvent";
import { Receipt } from "./Receipt";
import { receiptOfOrder } from "./receiptContent";

/** What a buyer's order page shows: headline, the order, and download links for digital lines. */
export interface OrderPageProps {
  order: StoreOrderRow;
  heading: string;
  message: string;
  downloads: { name: string; href: string }[];
  /** Send the Purchase event (only on the confirmation page of a paid order). */
  purchased: boolean;
  /** The store's words in the order's language. */
  texts: StoreTexts;
}

/** An order's status in the store's words, by the status stored (the order pages' and the account page's). */
export function orderStatusIn(texts: StoreTexts, status: string): string {
  const shown: Record<string, string> = {
    pending_payment: texts.statusPendingPayment,
    awaiting_confirmation: texts.statusAwaitingConfirmation,
    paid: texts.statusPaid,
    payment_failed: texts.statusPaymentFailed,
    fulfilled: texts.statusFulfilled,
    refunded: texts.statusRefunded,
  };
  return shown[status] ?? status;
}

/** The buyer's order pages: confirmed (202), received (207) and status (211), with the order's receipt (lines and totals). */
export function OrderPage({ order, heading, message, downloads, purchased, texts }: OrderPageProps) {
  const currency = order.currency as CurrencyCode;
  const handover = handoverOfOrder(order, texts);
  const lines = JSON.parse(order.linesJson) as OrderLine[];
  const [beforeNumber = "", afterNumber = ""] = texts.orderNumber.split("{number}");
  return (
    <div className="tsr-container tsr-order">
      <h1>{heading}</h1>
      <p className="tsr-order__message">{message}</p>
      <p>
        {beforeNumber}
        <strong className="tsr-order__number">{orderNumber(order.id)}</strong>
        {afterNumber} — <span className="tsr-order__status">{orderStatusIn(texts, order.status)}</span>
      </p>
      {handover ? <p className="tsr-order__handover">{handover}</p> : null}
      <Receipt content={receiptOfOrder(order, texts)} />
      {downloads.length > 0 ? (
        <ul className="tsr-order__downloads">
          {downloads.map((d) => (
            <li key={d.href}>
              <a href={d.href}>{filledIn(texts.downloadProduct, { product: d.name })}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {purchased ? (
        <PixelEvent
          event="Purchase"
          data={{ value: fromMinorUnits(Number(order.grandTotalCents), currency).value, currency, content_ids: lines.map((l) => l.productId) }}
        />
      ) : null}
    </div>
  );
}

/** The built-in test gateway's confirmation step: the buyer approves or fails the payment, in the order's language (`texts`). */
export function TestGatewayPage({ reference, returnTo, crumb, texts }: { reference: string; returnTo: string; crumb: string; texts: StoreTexts }) {
  return (
    <div className="tsr-container tsr-gateway">
      <h1>{texts.confirmPayment}</h1>
      <p>{texts.testGatewayAsks}</p>
      <form method="post" action="/commerce/test-gateway/authorize">
        <input type="hidden" name="payment" value={reference} />
        <input type="hidden" name="return" value={returnTo} />
        <input type="hidden" name="crumb" value={crumb} />
        <button type="submit" name="decision" value="approve" className="tsr-button">
          {texts.completeConfirmation}
        </button>{" "}
        <button type="submit" name="decision" value="fail" className="tsr-button tsr-button--secondary">
          {texts.failConfirmation}
        </button>
      </form>
    </div>
  );
}
