import { useState } from "react";
import { Link } from "react-aria-components";
import { formatMoney } from "../../../domain/money";
import { isCurrencyCode } from "../../../domain/currencies";
import { ORDER_STATUS_LABEL, storeApi, type OrderQuery, type StoreOrder } from "../../api/store";
import { screenHref } from "../../shell/router";
import { SelectField } from "../../shell/ui/SelectField";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, NoMatch } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { useDebounced } from "../../shell/useDebounced";

const PAGE_SIZE = 50;

/** An amount of an order in its own currency. */
export function orderMoney(cents: number, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney(cents, currency) : `${cents / 100} ${currency}`;
}

const COLUMNS: DataColumn<StoreOrder>[] = [
  {
    id: "order",
    header: "Order",
    className: "mono",
    cell: (order) => <Link href={screenHref("store/orders/:orderId", { orderId: order.id })}>#{order.number}</Link>,
  },
  { id: "placed", header: "Placed", cell: (order) => new Date(order.createdAt).toLocaleString() },
  { id: "customer", header: "Customer", cell: (order) => order.email },
  { id: "status", header: "Status", cell: (order) => ORDER_STATUS_LABEL[order.status] ?? order.status },
  { id: "total", header: "Total", cell: (order) => orderMoney(order.grandTotalCents, order.currency) },
];

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
      <DataTable
        caption="Orders"
        stacksOnPhone
        columns={COLUMNS}
        rows={orders.status === "ready" ? orders.data.orders : orders}
        rowKey={(order) => order.id}
        empty={
          q ? (
            <NoMatch what="orders" search={q} />
          ) : (
            <EmptyState title="No orders found">
              {filters.status || filters.from || filters.to ? "Try other filters." : "Orders appear here as customers check out."}
            </EmptyState>
          )
        }
        paging={orders.status === "ready" ? { total: orders.data.total, offset, limit: PAGE_SIZE, onOffset: setOffset } : undefined}
      />
    </div>
  );
}
