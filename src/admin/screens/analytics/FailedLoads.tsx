import type { FailedLoad } from "./analyticsApi";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState } from "../../shell/ui/states";

const COLUMNS: DataColumn<FailedLoad>[] = [
  { id: "address", header: "Address", className: "mono", cell: (load) => load.url },
  { id: "times", header: "Times", cell: (load) => load.count, sortKey: (load) => load.count },
  { id: "first-seen", header: "First seen", cell: (load) => new Date(load.firstSeen).toLocaleString(), sortKey: (load) => Date.parse(load.firstSeen) },
  { id: "last-seen", header: "Last seen", cell: (load) => new Date(load.lastSeen).toLocaleString(), sortKey: (load) => Date.parse(load.lastSeen) },
];

/** Addresses visitors' browsers could not load (a block's code, a call to the server), the most recently failed first, sortable by times and dates. */
export function FailedLoads({ loads }: { loads: FailedLoad[] }) {
  return (
    <section className="stack">
      <h2 className="section-title">Failed loads</h2>
      <DataTable
        caption="Failed loads"
        stacksOnPhone
        columns={COLUMNS}
        rows={loads}
        rowKey={(load) => load.url}
        empty={
          <EmptyState title="No failed loads">
            Addresses visitors' browsers could not load, such as a block's code or a call to the server, appear here.
          </EmptyState>
        }
      />
    </section>
  );
}
