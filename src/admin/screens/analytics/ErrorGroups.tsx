import type { ErrorGroup } from "./analyticsApi";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState } from "../../shell/ui/states";

const COLUMNS: DataColumn<ErrorGroup>[] = [
  {
    id: "error",
    header: "Error",
    cell: (group) => (
      <details>
        <summary>{group.message}</summary>
        <p className="field-help">
          First seen {new Date(group.firstSeen).toLocaleString()} on {group.sampleUrl}
        </p>
        {group.sampleStack ? <pre className="stack-trace">{group.sampleStack}</pre> : null}
      </details>
    ),
  },
  {
    id: "where",
    header: "Where",
    className: "mono",
    cell: (group) => (
      <>
        {group.file}
        {group.line ? `:${group.line}` : ""}
      </>
    ),
  },
  { id: "times", header: "Times", cell: (group) => group.count, sortKey: (group) => group.count },
  { id: "last-seen", header: "Last seen", cell: (group) => new Date(group.lastSeen).toLocaleString(), sortKey: (group) => Date.parse(group.lastSeen) },
];

/** Browser errors visitors met, grouped by message and place, most frequent first (sortable by times and last seen), with a sample stack. */
export function ErrorGroups({ groups }: { groups: ErrorGroup[] }) {
  return (
    <DataTable
      caption="Browser errors"
      stacksOnPhone
      columns={COLUMNS}
      rows={groups}
      rowKey={(group) => `${group.message}|${group.file}|${group.line}`}
      empty={<EmptyState title="No browser errors">Errors visitors' browsers report while showing the site appear here.</EmptyState>}
    />
  );
}
