import { describe, expect, it } from "vitest";
import { COOKIE_NAME, RESTRICTIVE_POLICY_CLEARED_COOKIES } from "./trackingCookies";

describe("tracking cookies", () => {
  it("pins the cookie names of spec 1 §3 and §9", () => {
    expect(COOKIE_NAME).toEqual({ VISITOR: "ss_cvr", VISIT: "ss_cvt", CONSENT: "ss_cookieAllowed" });
  });

  it("pins the cookies cleared under a restrictive policy", () => {
    expect(RESTRICTIVE_POLICY_CLEARED_COOKIES).toEqual([
      "SS_MATTR",
      "SS_MID",
      "SS_lastvisit",
      "user_segment",
      "ss_cid",
      "ss_cpvisit",
      "ss_cvisit",
      "ss_cvr",
      "ss_cvt",
    ]);
  });
});
