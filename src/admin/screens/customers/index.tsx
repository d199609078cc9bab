import { Link } from "react-aria-components";
import type { CustomerSummary } from "../../../domain/api/siteUsers";
import { customersApi } from "../../api/customers";
import type { ScreenProps } from "../../shell/screenDefinition";
import { screenHref } from "../../shell/router";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, ErrorState, Loading, NoMatch } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useListPage } from "../../shell/useListPage";
import { CustomerDetailView } from "./CustomerDetailView";
import { openedOn } from "./openedOn";
import "../../styles/screens.css";

const COLUMNS: DataColumn<CustomerSummary>[] = [
  {
    id: "email",
    header: "Customer",
    cell: (customer) => <Link href={screenHref("customers/:customerId", { customerId: customer.id })}>{customer.email}</Link>,
  },
  { id: "opened", header: "Account opened", cell: (customer) => openedOn(customer.createdAt) },
  { id: "confirmed", header: "Email confirmed", cell: (customer) => (customer.verified ? "Yes" : "Not yet") },
  { id: "orders", header: "Orders", cell: (customer) => customer.orderCount },
];

/** The site's customer accounts, newest first, a page at a time, with a search by email. */
function CustomerList() {
  const list = useListPage(
    (page) => customersApi.list(page),
    (data) => data.total,
    [],
  );
  const { page } = list;
  if (page.status === "loading") return <Loading />;
  if (page.status === "error") return <ErrorState message={page.message} onRetry={page.reload} />;
  if (page.data.total === 0 && list.query === "") {
    return (
      <EmptyState title="No customer accounts yet">
        Shoppers open an account from the Account link in your site&apos;s header. Their orders and the addresses they keep show here.
      </EmptyState>
    );
  }
  return (
    <div className="stack">
      <TextInput label="Search customers" value={list.search} onChange={list.setSearch} description="Email address" />
      <DataTable
        caption="Customers"
        columns={COLUMNS}
        rows={page.data.customers}
        rowKey={(customer) => customer.id}
        empty={<NoMatch what="customers" search={list.query} />}
        paging={list.paging(page.data.total)}
        stacksOnPhone
      />
    </div>
  );
}

/**
 * The customers screen, for those who may see orders (1410): the site's customer accounts with
 * a search and pages, and one customer's orders and kept addresses. Customers are the site's
 * shoppers, apart from the people who run the site.
 */
export default function CustomersScreen({ params }: ScreenProps) {
  if (params.customerId) return <CustomerDetailView customerId={params.customerId} />;
  return (
    <div className="screen">
      <h1 className="screen-title">Customers</h1>
      <p className="field-help">Shoppers with an account on your site. Orders placed while signed in belong to the account.</p>
      <CustomerList />
    </div>
  );
}
