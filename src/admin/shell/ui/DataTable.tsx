import { useState, type ReactNode } from "react";
import { Icon } from "./Icon";
import { Button } from "react-aria-components";
import { Pager } from "./Pager";
import { ErrorState, Loading } from "./states";
import { nextSort, sortRows, type SortValue, type TableSort } from "./tableSort";

/** One column of a data table: its header, what each row shows in it and, when it sorts, by what. */
export interface DataColumn<Row> {
  id: string;
  header: string;
  /** Keeps the header for screen readers only, as for a column of row actions. */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** The class of the column's cells, such as "mono" or "cell-actions". */
  className?: string;
  /** Makes the header a button that sorts the rows by this value. */
  sortKey?: (row: Row) => SortValue;
}

/** The rows of a table, or where loading them stands (a `Loaded` that is not ready fits). */
export type DataRows<Row> = readonly Row[] | { status: "loading" } | { status: "error"; message: string; reload: () => void };

/** A page of rows the server holds more of: the table shows the pager under the rows. */
export interface DataPaging {
  total: number;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
}

/**
 * The configuration area's table: a named table (caption for screen readers) that scrolls
 * sideways on a phone, with loading, error and empty states, headers that sort the rows by
 * click or keyboard (announced with aria-sort), and the pager when the server pages the rows.
 */
export function DataTable<Row>(props: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: DataRows<Row>;
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows; without it an empty table is shown. */
  empty?: ReactNode;
  paging?: DataPaging;
  /** The sort the table starts with; without it rows keep the order they came in. */
  defaultSort?: TableSort;
  /** On a phone, each row drawn as a card of labelled values instead of a row that scrolls sideways. */
  stacksOnPhone?: boolean;
}) {
  const [sort, setSort] = useState<TableSort | null>(props.defaultSort ?? null);
  const { rows, columns } = props;
  if (!Array.isArray(rows)) {
    const state = rows as Exclude<DataRows<Row>, readonly Row[]>;
    return state.status === "loading" ? <Loading /> : <ErrorState message={state.message} onRetry={state.reload} />;
  }
  const list = rows as readonly Row[];
  if (list.length === 0 && props.empty !== undefined) return <>{props.empty}</>;
  const sortColumn = sort ? columns.find((column) => column.id === sort.columnId && column.sortKey) : undefined;
  const shown = sort && sortColumn?.sortKey ? sortRows(list, sortColumn.sortKey, sort.direction) : list;
  const table = (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that scrolls sideways is reached by keyboard to scroll it
    <div className="table-scroll" role="region" aria-label={props.caption} tabIndex={0}>
      <table className={props.stacksOnPhone ? "data-table data-table--stacks" : "data-table"}>
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.id} aria-sort={column.sortKey ? (sortColumn === column ? sort!.direction : "none") : undefined}>
                {column.hideHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : column.sortKey ? (
                  <Button className="table-sort" onPress={() => setSort(nextSort(sort, column.id))}>
                    {column.header}
                    <span className="table-sort-icon" aria-hidden="true">
                      <Icon name={sortColumn !== column ? "upDown" : sort!.direction === "ascending" ? "up" : "down"} size={12} />
                    </span>
                  </Button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={props.rowKey(row)}>
              {columns.map((column) => (
                <td key={column.id} className={column.className} data-label={props.stacksOnPhone ? column.header : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!props.paging) return table;
  return (
    <>
      {table}
      <Pager total={props.paging.total} offset={props.paging.offset} limit={props.paging.limit} onOffset={props.paging.onOffset} />
    </>
  );
}
