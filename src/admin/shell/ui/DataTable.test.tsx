import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { actionsColumn } from "./actionsColumn";
import { DataTable, type DataColumn, type DataPaging, type DataRows } from "./DataTable";
import { EmptyState } from "./states";
import type { TableSort } from "./tableSort";

interface Product {
  id: string;
  name: string;
  stock: number;
}

const PRODUCTS: Product[] = [
  { id: "p1", name: "Mug", stock: 3 },
  { id: "p2", name: "Apron", stock: 12 },
  { id: "p3", name: "Beans", stock: 0 },
];

const COLUMNS: DataColumn<Product>[] = [
  { id: "name", header: "Product", cell: (p) => p.name, sortKey: (p) => p.name },
  { id: "stock", header: "In stock", cell: (p) => String(p.stock), className: "mono", sortKey: (p) => p.stock },
  actionsColumn((p) => <button type="button">Remove {p.name}</button>),
];

function render(rows: DataRows<Product>, options: { empty?: ReactNode; paging?: DataPaging; defaultSort?: TableSort } = {}): string {
  return renderToStaticMarkup(<DataTable caption="Products" columns={COLUMNS} rows={rows} rowKey={(p) => p.id} {...options} />);
}

const PAGING: DataPaging = { total: 0, offset: 0, limit: 50, onOffset: () => undefined };

const firstCells = (html: string) => [...html.matchAll(/<tr><td>([^<]*)<\/td>/g)].map((m) => m[1]);
const headers = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>/g)].map((m) => m[0]);

describe("the configuration area's data table", () => {
  it("is a named table that scrolls sideways on a narrow screen, rows in the order they came", () => {
    const html = render(PRODUCTS);
    expect(html).toMatch(
      /^<div class="table-scroll" role="region" aria-label="Products" tabindex="0"><table class="data-table"><caption class="sr-only">Products<\/caption>/,
    );
    expect(firstCells(html)).toEqual(["Mug", "Apron", "Beans"]);
    expect(html).toContain('<td class="mono">12</td>');
    expect(html).toContain('<td class="cell-actions"><button type="button">Remove Apron</button></td>');
  });

  it("makes sortable headers buttons marked aria-sort none, and keeps the actions header for screen readers only", () => {
    const html = render(PRODUCTS);
    expect(headers(html)).toEqual(['<th scope="col" aria-sort="none">', '<th scope="col" aria-sort="none">', '<th scope="col">']);
    expect(html).toMatch(
      /<th scope="col" aria-sort="none"><button[^>]*class="table-sort"[^>]*>Product<span class="table-sort-icon" aria-hidden="true"><svg[^>]*><path d="M5 6.5 8 3.5l3 3M5 9.5l3 3 3-3"[^>]*><\/path><\/svg><\/span><\/button><\/th>/,
    );
    expect(html).toContain('<th scope="col"><span class="sr-only">Actions</span></th>');
  });

  it("orders the rows by the sorted column and announces the direction on its header", () => {
    const ascending = render(PRODUCTS, { defaultSort: { columnId: "name", direction: "ascending" } });
    expect(firstCells(ascending)).toEqual(["Apron", "Beans", "Mug"]);
    expect(headers(ascending)).toEqual(['<th scope="col" aria-sort="ascending">', '<th scope="col" aria-sort="none">', '<th scope="col">']);
    expect(ascending).toContain('<path d="M4 10.5 8 6l4 4.5"');
    const descending = render(PRODUCTS, { defaultSort: { columnId: "stock", direction: "descending" } });
    expect(descending).toContain('<path d="M4 6l4 4.5L12 6"');
    expect(firstCells(descending)).toEqual(["Apron", "Mug", "Beans"]);
    expect(headers(descending)).toEqual(['<th scope="col" aria-sort="none">', '<th scope="col" aria-sort="descending">', '<th scope="col">']);
  });

  it("shows the loading state while the rows load", () => {
    const html = render({ status: "loading" });
    expect(html).toBe('<div class="state state-loading" role="status" aria-live="polite"><span class="spinner" aria-hidden="true"></span>Loading…</div>');
  });

  it("shows the error with a way to try again when loading failed", () => {
    const html = render({ status: "error", message: "Unable to connect…", reload: () => undefined });
    expect(html).toMatch(/^<div class="state state-error" role="alert"><p>Unable to connect…<\/p><button[^>]*>Try again<\/button><\/div>$/);
  });

  it("shows the empty state instead of the table when there are no rows", () => {
    const html = render([], { empty: <EmptyState title="No products yet">Products you add are listed on your shop page.</EmptyState>, paging: PAGING });
    expect(html).toBe('<div class="state state-empty"><h2>No products yet</h2><p>Products you add are listed on your shop page.</p></div>');
  });

  it("shows an empty table when it has no empty state", () => {
    expect(render([])).toContain("<tbody></tbody></table></div>");
  });

  it("puts the pager under a page of rows the server holds more of", () => {
    const html = render(PRODUCTS, { paging: { ...PAGING, total: 230, offset: 50 } });
    expect(html).toMatch(/<\/table><\/div><div class="pager"><span class="field-help">51–100 of 230<\/span>/);
    expect(html).toMatch(/>Previous<\/button>/);
    expect(html).toMatch(/>Next<\/button>/);
    expect(render(PRODUCTS, { paging: { ...PAGING, total: 3 } })).toMatch(/<\/table><\/div><p class="field-help">3 entries<\/p>$/);
    expect(render(PRODUCTS)).toMatch(/<\/table><\/div>$/);
  });
});
