import { useState } from "react";
import { Link } from "react-aria-components";
import { ORDER_STATUS_LABEL, storeApi, type OrderLine, type StoreOrder } from "../../api/store";
import { screenHref } from "../../shell/router";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { orderMoney } from "./OrdersTab";
import { FulfilForm, FulfilmentSummary, RefundPanel, type OrderNotice } from "./OrderAftercare";

function Totals({ order }: { order: StoreOrder }) {
  const rows: [string, number][] = [
    ["Subtotal", order.subtotalCents],
    ["Discount", -order.discountCents],
    ["Shipping", order.shippingCents],
    ["Tax", order.taxCents],
  ];
  return (
    <dl className="order-totals">
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{orderMoney(cents, order.currency)}</dd>
        </div>
      ))}
      <div className="order-total">
        <dt>Total</dt>
        <dd>{orderMoney(order.grandTotalCents, order.currency)}</dd>
      </div>
    </dl>
  );
}

function linesColumns(currency: string): DataColumn<OrderLine>[] {
  return [
    {
      id: "item",
      header: "Item",
      cell: (line) => (
        <>
          {line.name}
          {line.optionValues.length > 0 ? ` (${line.optionValues.map((o) => o.value).join(", ")})` : ""}
        </>
      ),
    },
    { id: "sku", header: "SKU", className: "mono", cell: (line) => line.sku },
    { id: "quantity", header: "Quantity", cell: (line) => line.quantity },
    { id: "price", header: "Price", cell: (line) => orderMoney(line.unitPriceCents, currency) },
    { id: "total", header: "Total", cell: (line) => orderMoney(line.lineTotalCents, currency) },
  ];
}

/** One order: its lines, totals, address and history, with fulfil (tracking and a note) and refunds (whole, an amount or a line). */
export function OrderDetail({ orderId, canWrite }: { orderId: string; canWrite: boolean }) {
  const order = useLoad(() => storeApi.order(orderId), [orderId]);
  const [notice, setNotice] = useState<OrderNotice | null>(null);
  const done = (updated: StoreOrder, said: OrderNotice) => {
    if (order.status === "ready") order.replace({ ...order.data, ...updated });
    setNotice(said);
    if (said.tone === "error") order.reload();
  };

  return (
    <div className="screen">
      <div className="screen-head">
        <h1 className="screen-title">{order.status === "ready" ? `Order #${order.data.number}` : "Order"}</h1>
        <Link className="btn btn-ghost" href={screenHref("store")}>
          Back to the store
        </Link>
      </div>
      {order.status === "loading" ? <Loading /> : null}
      {order.status === "error" ? <ErrorState message={order.message} onRetry={order.reload} /> : null}
      {order.status === "ready" ? (
        <div className="stack order-detail">
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          <p>
            <strong>{ORDER_STATUS_LABEL[order.data.status] ?? order.data.status}</strong> · placed {new Date(order.data.createdAt).toLocaleString()} by{" "}
            {order.data.email}
          </p>
          <DataTable caption="Lines" stacksOnPhone columns={linesColumns(order.data.currency)} rows={order.data.lines} rowKey={(line) => line.variantId} />
          <Totals order={order.data} />
          {order.data.handover ? <p className="order-handover">{order.data.handover}</p> : null}
          <FulfilmentSummary order={order.data} />
          {canWrite && order.data.status === "paid" ? <FulfilForm order={order.data} onDone={done} /> : null}
          <RefundPanel order={order.data} canWrite={canWrite} onDone={done} />
        </div>
      ) : null}
    </div>
  );
}
