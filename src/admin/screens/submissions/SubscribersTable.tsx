import { useState } from "react";
import { formDataApi, type Subscriber } from "../../api/formData";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, NoMatch } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { useDebounced } from "../../shell/useDebounced";

const PAGE_SIZE = 50;

const COLUMNS: DataColumn<Subscriber>[] = [
  { id: "email", header: "Email", cell: (subscriber) => subscriber.email },
  { id: "name", header: "Name", cell: (subscriber) => subscriber.name },
  { id: "status", header: "Status", cell: (subscriber) => (subscriber.status === "subscribed" ? "Subscribed" : "Unsubscribed") },
  { id: "subscribed", header: "Subscribed", cell: (subscriber) => new Date(subscriber.subscribedAt).toLocaleDateString() },
];

/** The newsletter's subscribers with search, paging and the CSV export. */
export function SubscribersTable() {
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const query = useDebounced(search.trim());
  const page = useLoad(() => formDataApi.subscribers(query, PAGE_SIZE, offset), [query, offset]);
  return (
    <div className="stack">
      <div className="row">
        <div className="grow">
          <TextInput
            label="Search subscribers"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setOffset(0);
            }}
          />
        </div>
        <a className="btn" href={formDataApi.subscribersCsvHref()} download>
          Export CSV
        </a>
      </div>
      <DataTable
        caption="Newsletter subscribers"
        columns={COLUMNS}
        rows={page.status === "ready" ? page.data.items : page}
        rowKey={(subscriber) => subscriber.id}
        empty={
          query ? (
            <NoMatch what="subscribers" search={query} />
          ) : (
            <EmptyState title="No subscribers yet">Visitors who sign up with a newsletter block appear here.</EmptyState>
          )
        }
        paging={page.status === "ready" ? { total: page.data.total, offset, limit: PAGE_SIZE, onOffset: setOffset } : undefined}
      />
    </div>
  );
}
