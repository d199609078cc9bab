import type { ReactNode } from "react";
import type { DataColumn } from "./DataTable";

/** The last column of a table whose rows have buttons: its header is for screen readers only and its cells align right. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): DataColumn<Row> {
  return { id: "actions", header: "Actions", hideHeader: true, className: "cell-actions", cell };
}
