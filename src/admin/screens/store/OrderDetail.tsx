import { useState } from "react";
import { Button, Link } from "react-aria-components";
import { ApiError } from "../../api/client";
import { ORDER_STATUS_LABEL, storeApi, type OrderLine, type StoreOrder } from "../../api/store";
import { screenHref } from "../../shell/router";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { orderMoney } from "./OrdersTab";

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

/** One order: its lines, totals, address and history, with fulfil and refund. */
export function OrderDetail({ orderId, canWrite }: { orderId: string; canWrite: boolean }) {
  const order = useLoad(() => storeApi.order(orderId), [orderId]);
  const [confirm, setConfirm] = useState<"fulfil" | "refund" | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const act = async (kind: "fulfil" | "refund") => {
    setConfirm(null);
    try {
      const updated = kind === "fulfil" ? await storeApi.fulfil(orderId) : await storeApi.refund(orderId);
      if (order.status === "ready") order.replace({ ...order.data, ...updated });
      setNotice({ tone: "success", text: kind === "fulfil" ? "The order is marked fulfilled." : "The order is refunded." });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNotice({ tone: "error", text: error.message });
      order.reload();
    }
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
        <div className="stack">
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          <p>
            <strong>{ORDER_STATUS_LABEL[order.data.status] ?? order.data.status}</strong> · placed {new Date(order.data.createdAt).toLocaleString()} by{" "}
            {order.data.email}
          </p>
          <DataTable caption="Lines" columns={linesColumns(order.data.currency)} rows={order.data.lines} rowKey={(line) => line.variantId} />
          <Totals order={order.data} />
          {order.data.shippingAddress ? (
            <address className="order-address">
              {[
                order.data.shippingAddress.name,
                order.data.shippingAddress.line1,
                order.data.shippingAddress.line2,
                `${order.data.shippingAddress.postalCode} ${order.data.shippingAddress.city}`,
                order.data.shippingAddress.region,
                order.data.shippingAddress.country,
              ]
                .filter((part) => part.trim())
                .map((part) => (
                  <span key={part}>{part}</span>
                ))}
            </address>
          ) : null}
          {canWrite ? (
            <div className="row">
              <Button className="btn btn-primary" isDisabled={order.data.status !== "paid"} onPress={() => setConfirm("fulfil")}>
                Mark fulfilled
              </Button>
              <Button className="btn" isDisabled={order.data.status !== "paid" && order.data.status !== "fulfilled"} onPress={() => setConfirm("refund")}>
                Refund
              </Button>
            </div>
          ) : null}
          <ConfirmDialog
            isOpen={confirm !== null}
            title={confirm === "refund" ? `Refund ${orderMoney(order.data.grandTotalCents, order.data.currency)}?` : "Mark the order fulfilled?"}
            confirmLabel={confirm === "refund" ? "Refund" : "Mark fulfilled"}
            destructive={confirm === "refund"}
            onConfirm={() => confirm && void act(confirm)}
            onCancel={() => setConfirm(null)}
          >
            {confirm === "refund"
              ? "The whole payment goes back to the customer. This cannot be undone."
              : "The customer's order is done: shipped or handed over."}
          </ConfirmDialog>
        </div>
      ) : null}
    </div>
  );
}
