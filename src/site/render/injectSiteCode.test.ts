import { describe, expect, it } from "vitest";
import { injectSiteCode } from "./injectSiteCode";

describe("site code injection", () => {
  const page =
    '<!doctype html><html><head><title>&lt;/head&gt;</title></head><body><p>x</p><script type="application/json">{"a":"\\u003c/body>"}</script></body></html>';

  it("puts header code before the real end of head and footer code before the end of body", () => {
    const html = injectSiteCode(page, { header: '<meta name="v" content="1">', footer: "<script>f()</script>" });
    expect(html).toBe(
      '<!doctype html><html><head><title>&lt;/head&gt;</title><meta name="v" content="1"></head><body><p>x</p><script type="application/json">{"a":"\\u003c/body>"}</script><script>f()</script></body></html>',
    );
  });

  it("leaves the page as it is without code", () => {
    expect(injectSiteCode(page, { header: "", footer: "" })).toBe(page);
  });
});
