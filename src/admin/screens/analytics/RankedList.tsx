import { DataTable } from "../../shell/ui/DataTable";
import { EmptyState } from "../../shell/ui/states";

interface RankedRow {
  name: string;
  value: number;
}

/** A two-column ranking (page → views, referrer → visits) with a bar showing each row's share. */
export function RankedList(props: { caption: string; nameLabel: string; valueLabel: string; rows: RankedRow[]; empty: string }) {
  const top = Math.max(1, ...props.rows.map((row) => row.value));
  return (
    <section className="ranked">
      <h2 className="section-title">{props.caption}</h2>
      <DataTable
        caption={props.caption}
        columns={[
          {
            id: "name",
            header: props.nameLabel,
            cell: (row: RankedRow) => (
              <>
                <span className="ranked-name">{row.name}</span>
                <span className="ranked-bar" style={{ width: `${(row.value / top) * 100}%` }} aria-hidden="true" />
              </>
            ),
          },
          { id: "value", header: props.valueLabel, cell: (row: RankedRow) => row.value.toLocaleString() },
        ]}
        rows={props.rows}
        rowKey={(row) => row.name}
        empty={<EmptyState title={props.empty} />}
      />
    </section>
  );
}
