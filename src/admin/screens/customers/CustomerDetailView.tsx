import { Link } from "react-aria-components";
import type { CustomerDetail } from "../../../domain/api/siteUsers";
import { customersApi } from "../../api/customers";
import { screenHref } from "../../shell/router";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, ErrorState, Loading } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { openedOn } from "./openedOn";

type CustomerOrder = CustomerDetail["orders"][number];
type CustomerAddress = CustomerDetail["addresses"][number];

const ORDER_COLUMNS: DataColumn<CustomerOrder>[] = [
  {
    id: "order",
    header: "Order",
    className: "mono",
    cell: (order) => <Link href={screenHref("store/orders/:orderId", { orderId: order.id })}>#{order.number}</Link>,
  },
  { id: "placed", header: "Placed", cell: (order) => new Date(order.createdAt).toLocaleString() },
  { id: "items", header: "Items", cell: (order) => order.lines.map((line) => `${line.quantity} × ${line.name}`).join(", ") },
  { id: "status", header: "Status", cell: (order) => order.status },
  { id: "total", header: "Total", cell: (order) => order.total },
];

/** An address on one line, as a label would show it. */
function addressLine(address: CustomerAddress): string {
  return [address.line1, address.line2, `${address.postalCode} ${address.city}`.trim(), address.region, address.country].filter((part) => part).join(", ");
}

const ADDRESS_COLUMNS: DataColumn<CustomerAddress>[] = [
  { id: "name", header: "Name", cell: (address) => address.name },
  { id: "address", header: "Address", cell: addressLine },
];

/** One customer: the account, its orders (newest first, each linking to the order) and the addresses it keeps. */
export function CustomerDetailView({ customerId }: { customerId: string }) {
  const customer = useLoad(() => customersApi.detail(customerId), [customerId]);
  return (
    <div className="screen">
      <div className="screen-head">
        <h1 className="screen-title screen-title-address">{customer.status === "ready" ? customer.data.email : "Customer"}</h1>
        <Link className="btn btn-ghost" href={screenHref("customers")}>
          Back to customers
        </Link>
      </div>
      {customer.status === "loading" ? <Loading /> : null}
      {customer.status === "error" ? <ErrorState message={customer.message} onRetry={customer.reload} /> : null}
      {customer.status === "ready" ? (
        <div className="stack">
          <p>
            Account opened {openedOn(customer.data.createdAt)} · email {customer.data.verified ? "confirmed" : "not confirmed yet"} ·{" "}
            {customer.data.orderCount === 1 ? "1 order" : `${customer.data.orderCount} orders`}
          </p>
          <h2 className="section-title">Orders</h2>
          <DataTable
            caption="Orders"
            columns={ORDER_COLUMNS}
            rows={customer.data.orders}
            rowKey={(order) => order.id}
            stacksOnPhone
            empty={<EmptyState title="No orders yet">Orders this customer places while signed in show here.</EmptyState>}
          />
          <h2 className="section-title">Addresses</h2>
          <DataTable
            caption="Addresses"
            columns={ADDRESS_COLUMNS}
            rows={customer.data.addresses}
            rowKey={(address) => address.id}
            stacksOnPhone
            empty={<EmptyState title="No addresses kept">Addresses the customer keeps in their account show here.</EmptyState>}
          />
        </div>
      ) : null}
    </div>
  );
}
