import { describe, expect, it } from "vitest";
import { redirectsOfCsv } from "./redirectCsv";

describe("redirects of a CSV import", () => {
  it("reads rows with an optional header, quotes and a default status", () => {
    expect(redirectsOfCsv('\uFEFFfrom,to,status\r\n/old,/new,302\r\n"/a/*","/b/*",\r\n\r\n/shop,"https://shop.example.com/?a=1,2",301\r\n')).toEqual([
      { from: "/old", to: "/new", status: 302 },
      { from: "/a/*", to: "/b/*", status: 301 },
      { from: "/shop", to: "https://shop.example.com/?a=1,2", status: 301 },
    ]);
  });

  it("refuses the whole file at its first bad line, naming the line", () => {
    expect(() => redirectsOfCsv("from,to,status\n/ok,/fine,301\n/loop,/loop,301\nnope,/x,301")).toThrow("Line 3: A redirect cannot send a path to itself.");
    expect(() => redirectsOfCsv("/a,/b,301\n/a,/c,302")).toThrow("Line 2: /a already has a redirect on line 1.");
    expect(() => redirectsOfCsv("/a,/b,307")).toThrow("Line 1: Choose 301 (moved for good) or 302 (moved for now).");
    expect(() => redirectsOfCsv("/a,/b,301,extra")).toThrow('Line 1: write three cells, "from,to,status".');
  });

  it("takes at most 1,000 rows", () => {
    const rows = Array.from({ length: 1_001 }, (_, index) => `/old-${index},/new-${index},301`);
    expect(redirectsOfCsv(rows.slice(0, 1_000).join("\n"))).toHaveLength(1_000);
    expect(() => redirectsOfCsv(rows.join("\n"))).toThrow("Line 1001: A site keeps at most 1,000 redirects.");
  });
});
