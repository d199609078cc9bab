import { describe, expect, it } from "vitest";
import { COOKIE_BANNER_MESSAGES, DEFAULT_COOKIE_BANNER_CTA_TEXT, DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT } from "./cookieBannerMessages";

describe("cookie banner messages", () => {
  it("uses the spec's Accept and Decline labels", () => {
    expect(COOKIE_BANNER_MESSAGES.accept).toBe("Accept");
    expect(COOKIE_BANNER_MESSAGES.decline).toBe("Decline");
    expect(DEFAULT_COOKIE_BANNER_CTA_TEXT).toBe("Accept");
    expect(DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT).toBe("Decline");
  });

  it("has Tessera's default cookie-usage sentence", () => {
    expect(COOKIE_BANNER_MESSAGES.defaultText).toBe("This site uses cookies to improve your experience and to understand how the site is used.");
  });
});
