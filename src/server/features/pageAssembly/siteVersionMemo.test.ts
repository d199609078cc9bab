import { describe, expect, it } from "vitest";
import { SiteVersionMemo } from "./siteVersionMemo";

/** A read that counts its calls and answers with the count. */
function counter() {
  let calls = 0;
  return { read: () => Promise.resolve(++calls), calls: () => calls };
}

describe("answers kept per site version", () => {
  it("reads once per key and version, and again once the site's version changes", async () => {
    const memo = new SiteVersionMemo<number>(10);
    const reads = counter();
    expect(await memo.of("site", 1, "a", reads.read)).toBe(1);
    expect(await memo.of("site", 1, "a", reads.read)).toBe(1);
    expect(await memo.of("site", 1, "b", reads.read)).toBe(2);
    expect(await memo.of("other", 1, "a", reads.read)).toBe(3);
    expect(await memo.of("site", 2, "a", reads.read)).toBe(4);
    expect(await memo.of("site", 2, "b", reads.read)).toBe(5);
    expect(await memo.of("other", 1, "a", reads.read)).toBe(3);
  });

  it("does not keep a failed read", async () => {
    const memo = new SiteVersionMemo<number>(10);
    await expect(memo.of("site", 1, "a", () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone");
    expect(await memo.of("site", 1, "a", () => Promise.resolve(7))).toBe(7);
  });

  it("keeps at most its limit, the least recently used going first", async () => {
    const memo = new SiteVersionMemo<number>(2);
    const reads = counter();
    await memo.of("site", 1, "a", reads.read);
    await memo.of("site", 1, "b", reads.read);
    await memo.of("site", 1, "a", reads.read);
    await memo.of("site", 1, "c", reads.read);
    expect(memo.size()).toBe(2);
    expect(await memo.of("site", 1, "a", reads.read)).toBe(1);
    expect(await memo.of("site", 1, "b", reads.read)).toBe(4);
  });
});

describe("answers kept per site version, weighed", () => {
  it("keeps at most its limit of weight, each answer weighed once read, the least recently used going first", async () => {
    const memo = new SiteVersionMemo<string>(10, (text) => text.length);
    await memo.of("site", 1, "a", () => Promise.resolve("aaaa"));
    await memo.of("site", 1, "b", () => Promise.resolve("bbbb"));
    expect(memo.weighed()).toBe(8);
    await memo.of("site", 1, "a", () => Promise.resolve("again"));
    await memo.of("site", 1, "c", () => Promise.resolve("cccc"));
    expect(memo.size()).toBe(2);
    expect(memo.weighed()).toBe(8);
    expect(await memo.of("site", 1, "a", () => Promise.resolve("again"))).toBe("aaaa");
    expect(await memo.of("site", 1, "b", () => Promise.resolve("read again"))).toBe("read again");
    expect(memo.weighed()).toBe(10);
    await memo.of("site", 2, "a", () => Promise.resolve("x"));
    expect(memo.size()).toBe(1);
    expect(memo.weighed()).toBe(1);
  });
});
