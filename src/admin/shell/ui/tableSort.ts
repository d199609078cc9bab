/** Which column a table is sorted by, and which way. */
export interface TableSort {
  columnId: string;
  direction: "ascending" | "descending";
}

/** What a column sorts by: text sorts alphabetically (digits as numbers), numbers by size. */
export type SortValue = string | number;

/** The sort after pressing a column's header: a new column starts ascending, the same column flips. */
export function nextSort(current: TableSort | null, columnId: string): TableSort {
  if (current?.columnId === columnId) return { columnId, direction: current.direction === "ascending" ? "descending" : "ascending" };
  return { columnId, direction: "ascending" };
}

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" });
}

/** The rows in the sort's order; rows that compare equal keep the order they came in. */
export function sortRows<Row>(rows: readonly Row[], sortKey: (row: Row) => SortValue, direction: TableSort["direction"]): Row[] {
  const sign = direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(sortKey(a), sortKey(b)));
}
