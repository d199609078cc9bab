import { describe, expect, it } from "vitest";
import { advanceVisitorCookies, isVisitCookie, parseVisitorCookie } from "./visitorCookies";

describe("visitor cookies", () => {
  it("reads ss_cvr as a word/dash id and four positive integers", () => {
    expect(parseVisitorCookie("a-b_1|1|2|3|4")).toEqual({ id: "a-b_1", firstVisit: 1, previousVisit: 2, currentVisit: 3, visitCount: 4 });
    for (const bad of ["", "x|1|2|3", "x|0|2|3|4", "x|1|2|3|-4", "a b|1|2|3|4", "x|1|2|3|4|5", "x|1.5|2|3|4"]) expect(parseVisitorCookie(bad)).toBeNull();
  });

  it("accepts only a positive integer as ss_cvt", () => {
    expect(isVisitCookie("1700000000000")).toBe(true);
    for (const bad of ["0", "-1", "1.2", "abc", "", null]) expect(isVisitCookie(bad)).toBe(false);
  });

  it("makes a new visitor cookie when there is no valid one, and starts a visit", () => {
    const update = advanceVisitorCookies("garbage", "123", 5000, () => "new-id");
    expect(update).toEqual({ visitor: "new-id|5000|5000|5000|1", visit: "5000", newVisit: true });
  });

  it("counts a new visit when ss_cvr is valid but ss_cvt is missing", () => {
    expect(advanceVisitorCookies("v|100|100|200|3", null, 9000, () => "unused")).toEqual({ visitor: "v|100|200|9000|4", visit: "9000", newVisit: true });
  });

  it("changes nothing during a visit", () => {
    expect(advanceVisitorCookies("v|100|100|200|3", "200", 9000, () => "unused")).toEqual({ visitor: null, visit: null, newVisit: false });
  });
});
