import { useState } from "react";
import { Link } from "react-aria-components";
import { formatMoney } from "../../../domain/money";
import { isCurrencyCode } from "../../../domain/currencies";
import { ORDER_STATUS_LABEL, storeApi, type OrderQuery } from "../../api/store";
import { screenHref } from "../../shell/router";
import { SelectField } from "../../shell/ui/SelectField";
import { EmptyState, ErrorState, Loading } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { Pager } from "../../shell/ui/Pager";
import { useDebounced } from "../../shell/useDebounced";

const PAGE_SIZE = 50;

/** An amount of an order in its own currency. */
export function orderMoney(cents: number, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney(cents, currency) : `${cents / 100} ${currency}`;
}

/** The order list with search (email, name, product), status and date filters, newest first. */
export function OrdersTab() {
  const [filters, setFilters] = useState<OrderQuery>({ q: "", status: "", from: "", to: "" });
  const [offset, setOffset] = useState(0);
  const q = useDebounced(filters.q.trim());
  const query = { ...filters, q };
  const orders = useLoad(() => storeApi.orders(query, PAGE_SIZE, offset), [q, filters.status, filters.from, filters.to, offset]);
  const set = (patch: Partial<OrderQuery>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setOffset(0);
  };
  return (
    <div className="stack">
      <div className="row filters">
        <div className="grow">
          <TextInput label="Search orders" value={filters.q} onChange={(value) => set({ q: value })} description="Email, name or product" />
        </div>
        <SelectField
          label="Status"
          value={filters.status}
          options={[{ value: "", label: "Any status" }, ...Object.entries(ORDER_STATUS_LABEL).map(([value, label]) => ({ value, label }))]}
          onChange={(status) => set({ status })}
        />
        <label className="field">
          <span className="label">From</span>
          <input type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />
        </label>
        <label className="field">
          <span className="label">To</span>
          <input type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
        </label>
      </div>
      {orders.status === "loading" ? <Loading /> : null}
      {orders.status === "error" ? <ErrorState message={orders.message} onRetry={orders.reload} /> : null}
      {orders.status === "ready" && orders.data.orders.length === 0 ? (
        <EmptyState title="No orders found">
          {q || filters.status || filters.from || filters.to ? "Try other filters." : "Orders appear here as customers check out."}
        </EmptyState>
      ) : null}
      {orders.status === "ready" && orders.data.orders.length > 0 ? (
        <>
          <table className="data-table">
            <caption className="sr-only">Orders</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.orders.map((order) => (
                <tr key={order.id}>
                  <td className="mono">
                    <Link href={screenHref("store/orders/:orderId", { orderId: order.id })}>#{order.number}</Link>
                  </td>
                  <td>{new Date(order.createdAt).toLocaleString()}</td>
                  <td>{order.email}</td>
                  <td>{ORDER_STATUS_LABEL[order.status] ?? order.status}</td>
                  <td>{orderMoney(order.grandTotalCents, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager total={orders.data.total} offset={offset} limit={PAGE_SIZE} onOffset={setOffset} />
        </>
      ) : null}
    </div>
  );
}
