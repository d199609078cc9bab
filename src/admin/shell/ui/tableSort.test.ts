import { describe, expect, it } from "vitest";
import { nextSort, sortRows } from "./tableSort";

const products = [
  { name: "Mug 10", stock: 3 },
  { name: "apron", stock: 12 },
  { name: "Mug 9", stock: 3 },
  { name: "Beans", stock: 0 },
];

describe("sorting a table's rows", () => {
  it("starts a newly pressed column ascending and flips the same column", () => {
    expect(nextSort(null, "name")).toEqual({ columnId: "name", direction: "ascending" });
    expect(nextSort({ columnId: "name", direction: "ascending" }, "name")).toEqual({ columnId: "name", direction: "descending" });
    expect(nextSort({ columnId: "name", direction: "descending" }, "name")).toEqual({ columnId: "name", direction: "ascending" });
    expect(nextSort({ columnId: "name", direction: "descending" }, "stock")).toEqual({ columnId: "stock", direction: "ascending" });
  });

  it("orders text alphabetically without regard to case, digits as numbers", () => {
    expect(sortRows(products, (p) => p.name, "ascending").map((p) => p.name)).toEqual(["apron", "Beans", "Mug 9", "Mug 10"]);
    expect(sortRows(products, (p) => p.name, "descending").map((p) => p.name)).toEqual(["Mug 10", "Mug 9", "Beans", "apron"]);
  });

  it("orders numbers by size and keeps equal rows in the order they came", () => {
    expect(sortRows(products, (p) => p.stock, "ascending").map((p) => p.name)).toEqual(["Beans", "Mug 10", "Mug 9", "apron"]);
    expect(sortRows(products, (p) => p.stock, "descending").map((p) => p.name)).toEqual(["apron", "Mug 10", "Mug 9", "Beans"]);
  });

  it("leaves the rows it was given as they were", () => {
    sortRows(products, (p) => p.stock, "ascending");
    expect(products.map((p) => p.name)).toEqual(["Mug 10", "apron", "Mug 9", "Beans"]);
  });
});
