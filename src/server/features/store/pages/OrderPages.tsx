import { ORDER_STATUS_LABEL } from "../../../../domain/commerce/orderStatus";
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
}

/** The buyer's order pages: confirmed (202), received (207) and status (211), with the order's receipt (lines and totals). */
export function OrderPage({ order, heading, message, downloads, purchased }: OrderPageProps) {
  const currency = order.currency as CurrencyCode;
  const handover = handoverOfOrder(order);
  const lines = JSON.parse(order.linesJson) as OrderLine[];
  return (
    <div className="tsr-container tsr-order">
      <h1>{heading}</h1>
      <p className="tsr-order__message">{message}</p>
      <p>
        Order <strong className="tsr-order__number">{orderNumber(order.id)}</strong> —{" "}
        <span className="tsr-order__status">{ORDER_STATUS_LABEL[order.status] ?? order.status}</span>
      </p>
      {handover ? <p className="tsr-order__handover">{handover}</p> : null}
      <Receipt content={receiptOfOrder(order)} />
      {downloads.length > 0 ? (
        <ul className="tsr-order__downloads">
          {downloads.map((d) => (
            <li key={d.href}>
              <a href={d.href}>Download {d.name}</a>
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

/** The built-in test gateway's confirmation step: the buyer approves or fails the payment. */
export function TestGatewayPage({ reference, returnTo, crumb }: { reference: string; returnTo: string; crumb: string }) {
  return (
    <div className="tsr-container tsr-gateway">
      <h1>Confirm your payment</h1>
      <p>The test gateway asks for an extra confirmation of this card payment.</p>
      <form method="post" action="/commerce/test-gateway/authorize">
        <input type="hidden" name="payment" value={reference} />
        <input type="hidden" name="return" value={returnTo} />
        <input type="hidden" name="crumb" value={crumb} />
        <button type="submit" name="decision" value="approve" className="tsr-button">
          Complete confirmation
        </button>{" "}
        <button type="submit" name="decision" value="fail" className="tsr-button tsr-button--secondary">
          Fail confirmation
        </button>
      </form>
    </div>
  );
}
