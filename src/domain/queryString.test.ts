import { describe, expect, it } from "vitest";
import { parseQueryString, stringifyQueryString } from "./queryString";

function repeatParameters(count: number, make: (index: number) => string): string {
  return Array.from({ length: count }, (_, index) => make(index)).join("&");
}

describe("parseQueryString basics", () => {
  it("reads flat pairs with or without a leading '?'", () => {
    expect(parseQueryString("a=1&b=two")).toEqual({ a: "1", b: "two" });
    expect(parseQueryString("?a=1")).toEqual({ a: "1" });
    expect(parseQueryString("")).toEqual({});
    expect(parseQueryString("?")).toEqual({});
  });

  it("decodes '+' and percent escapes and keeps malformed escapes as written", () => {
    expect(parseQueryString("q=hello+big%20world&k%C3%A9=%E2%82%AC")).toEqual({ q: "hello big world", ké: "€" });
    expect(parseQueryString("bad=%E0%A4%A")).toEqual({ bad: "%E0%A4%A" });
  });

  it("gives an empty value to a key without '=' and skips empty keys", () => {
    expect(parseQueryString("flag&=x&&b=")).toEqual({ flag: "", b: "" });
  });

  it("keeps '=' inside a value and inside brackets", () => {
    expect(parseQueryString("a=b=c&x[y=z]=1")).toEqual({ a: "b=c", x: { "y=z": "1" } });
  });

  it("returns objects without a prototype", () => {
    const parsed = parseQueryString("a[b]=1&toString=x");
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.getPrototypeOf(parsed.a)).toBeNull();
    expect(parsed.toString).toBe("x");
  });
});

describe("parseQueryString nesting and lists", () => {
  it("nests bracketed keys", () => {
    expect(parseQueryString("a[b][c]=1&a[b][d]=2&a[e]=3")).toEqual({ a: { b: { c: "1", d: "2" }, e: "3" } });
  });

  it("builds lists from '[]', from indexes and from repeated keys", () => {
    expect(parseQueryString("a[]=1&a[]=2")).toEqual({ a: ["1", "2"] });
    expect(parseQueryString("a[1]=y&a[0]=x")).toEqual({ a: ["x", "y"] });
    expect(parseQueryString("a=1&a=2&a=3")).toEqual({ a: ["1", "2", "3"] });
    expect(parseQueryString("a[b]=1&a[b]=2")).toEqual({ a: { b: ["1", "2"] } });
    expect(parseQueryString("a[0]=x&a[0]=y")).toEqual({ a: ["x", "y"] });
  });

  it("compacts sparse indexes in order", () => {
    expect(parseQueryString("a[15]=c&a[1]=b")).toEqual({ a: ["b", "c"] });
  });

  it("nests objects inside lists", () => {
    expect(parseQueryString("a[0][n]=x&a[0][m]=y&a[1][n]=z")).toEqual({ a: [{ n: "x", m: "y" }, { n: "z" }] });
  });

  it("turns a list into an object when a named key joins it", () => {
    expect(parseQueryString("a[0]=x&a[k]=y")).toEqual({ a: { 0: "x", k: "y" } });
  });

  it("keeps a plain value and a nested one side by side in a list", () => {
    expect(parseQueryString("a=1&a[b]=2")).toEqual({ a: ["1", { b: "2" }] });
  });
});

describe("parseQueryString array limit (default 20)", () => {
  it("keeps index 20 as a list and turns index 21 into an object key", () => {
    expect(parseQueryString("a[20]=x")).toEqual({ a: ["x"] });
    expect(parseQueryString("a[21]=x")).toEqual({ a: { 21: "x" } });
    expect(Array.isArray(parseQueryString("a[21]=x").a)).toBe(false);
  });

  it("turns a list pushed past index 20 into an object", () => {
    const full = parseQueryString(repeatParameters(21, (index) => `a[]=${index}`));
    expect(full.a).toHaveLength(21);
    const over = parseQueryString(repeatParameters(22, (index) => `a[]=${index}`));
    expect(Array.isArray(over.a)).toBe(false);
    expect(Object.keys(over.a as object)).toHaveLength(22);
    expect((over.a as Record<string, string>)["21"]).toBe("21");
  });

  it("applies the same limit to repeated keys", () => {
    expect(Array.isArray(parseQueryString(repeatParameters(21, () => "a=x")).a)).toBe(true);
    expect(Array.isArray(parseQueryString(repeatParameters(22, () => "a=x")).a)).toBe(false);
  });

  it("takes another limit as an option", () => {
    expect(parseQueryString("a[0]=x", { arrayLimit: 0 })).toEqual({ a: ["x"] });
    expect(parseQueryString("a[1]=x", { arrayLimit: 0 })).toEqual({ a: { 1: "x" } });
  });
});

describe("parseQueryString depth (default 5)", () => {
  it("nests five bracket levels and keeps the rest as one literal key", () => {
    expect(parseQueryString("a[b][c][d][e][f]=1")).toEqual({ a: { b: { c: { d: { e: { f: "1" } } } } } });
    expect(parseQueryString("a[b][c][d][e][f][g][h]=1")).toEqual({
      a: { b: { c: { d: { e: { f: { "[g][h]": "1" } } } } } },
    });
  });

  it("takes another depth as an option", () => {
    expect(parseQueryString("a[b][c]=1", { depth: 1 })).toEqual({ a: { b: { "[c]": "1" } } });
    expect(parseQueryString("a[b]=1", { depth: 0 })).toEqual({ "a[b]": "1" });
  });
});

describe("parseQueryString parameter limit (default 1000)", () => {
  it("reads the first 1000 parameters and ignores the rest", () => {
    const parsed = parseQueryString(repeatParameters(1001, (index) => `p${index}=${index}`));
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed.p999).toBe("999");
    expect(parsed.p1000).toBeUndefined();
  });

  it("takes another limit as an option", () => {
    expect(parseQueryString("a=1&b=2&c=3", { parameterLimit: 2 })).toEqual({ a: "1", b: "2" });
  });

  it("refuses limits that are not whole numbers in range", () => {
    expect(() => parseQueryString("a=1", { parameterLimit: 0 })).toThrow("parameterLimit must be an integer of at least 1.");
    expect(() => parseQueryString("a=1", { depth: -1 })).toThrow("depth must be an integer of at least 0.");
    expect(() => parseQueryString("a=1", { arrayLimit: 1.5 })).toThrow("arrayLimit must be an integer of at least 0.");
  });
});

describe("parseQueryString safety", () => {
  it("drops parameters naming __proto__, constructor or prototype at any level", () => {
    const parsed = parseQueryString("__proto__[polluted]=1&a[__proto__][polluted]=1&constructor[prototype][polluted]=1&b[c][prototype]=1&ok=1");
    expect(parsed).toEqual({ ok: "1" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("drops encoded forms of those keys too", () => {
    expect(parseQueryString("%5F%5Fproto%5F%5F[x]=1&a%5Bconstructor%5D=1")).toEqual({});
  });
});

describe("stringifyQueryString", () => {
  it("writes nested objects and indexed lists with encoded keys and values", () => {
    expect(stringifyQueryString({ a: { b: "1" }, list: ["x", "y z"] })).toBe("a%5Bb%5D=1&list%5B0%5D=x&list%5B1%5D=y%20z");
  });

  it("writes numbers, booleans and dates and leaves out null and undefined", () => {
    expect(stringifyQueryString({ n: 5, t: true, d: new Date(Date.UTC(2024, 0, 2)), none: null, missing: undefined })).toBe(
      "n=5&t=true&d=2024-01-02T00%3A00%3A00.000Z",
    );
  });

  it("round-trips through parseQueryString", () => {
    const values = { search: "a&b=c", filter: { tags: ["x", "y"], price: { min: "1", max: "9" } } };
    expect(parseQueryString(stringifyQueryString(values))).toEqual(values);
  });
});
