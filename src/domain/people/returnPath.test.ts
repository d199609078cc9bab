import { describe, expect, test } from "vitest";
import { safeReturnPath } from "./returnPath";

describe("the path a customer goes back to once signed in", () => {
  test.each([
    ["/roastery", "/roastery"],
    ["/member-areas/join/abc/def", "/member-areas/join/abc/def"],
    ["/lounge?tab=2#recipe", "/lounge?tab=2#recipe"],
    ["/a/../lounge", "/lounge"],
    ["/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"],
  ])("takes %s as a path of this site", (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  test.each([
    ["https://evil.example/roastery"],
    ["http:/evil.example"],
    ["//evil.example/roastery"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["roastery"],
    [" /roastery"],
    ["/line\nbreak"],
    [""],
    [`/${"a".repeat(2000)}`],
    [null],
    [["/roastery"]],
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
