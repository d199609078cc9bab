import { useState } from "react";
import { formDataApi } from "../../api/formData";
import { EmptyState, ErrorState, Loading } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { Pager } from "../../shell/ui/Pager";
import { useDebounced } from "../../shell/useDebounced";

const PAGE_SIZE = 50;

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
      {page.status === "loading" ? <Loading /> : null}
      {page.status === "error" ? <ErrorState message={page.message} onRetry={page.reload} /> : null}
      {page.status === "ready" && page.data.total === 0 ? (
        <EmptyState title={query ? "No subscribers match" : "No subscribers yet"}>
          {query ? "Try another address or name." : "Visitors who sign up with a newsletter block appear here."}
        </EmptyState>
      ) : null}
      {page.status === "ready" && page.data.total > 0 ? (
        <>
          <table className="data-table">
            <caption className="sr-only">Newsletter subscribers</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {page.data.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td>{subscriber.email}</td>
                  <td>{subscriber.name}</td>
                  <td>{subscriber.status === "subscribed" ? "Subscribed" : "Unsubscribed"}</td>
                  <td>{new Date(subscriber.subscribedAt).toLocaleDateString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager total={page.data.total} offset={offset} limit={PAGE_SIZE} onOffset={setOffset} />
        </>
      ) : null}
    </div>
  );
}
