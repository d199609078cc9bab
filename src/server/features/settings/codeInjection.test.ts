import { describe, expect, it } from "vitest";
import { CODE_INJECTION_SETTINGS_KEY } from "../../../domain/siteSettings/siteSettingsSchema";
import type { Website } from "../sites/websiteRecord";
import { keptCodeInjectionOf } from "./codeInjection";

const record = (header: string) => ({ extraSettings: { [CODE_INJECTION_SETTINGS_KEY]: { header, footer: "" } } }) as unknown as Website;

describe("a site's header and footer code, kept per website record", () => {
  it("is read once for a record and again for a new record, as a site change brings", () => {
    const first = record("<script>one()</script>");
    const code = keptCodeInjectionOf(first);
    expect(code).toEqual({ header: "<script>one()</script>", footer: "" });
    expect(keptCodeInjectionOf(first)).toBe(code);
    expect(keptCodeInjectionOf(record("<script>two()</script>")).header).toBe("<script>two()</script>");
  });

  it("is none for a malformed setting", () => {
    expect(keptCodeInjectionOf({ extraSettings: { [CODE_INJECTION_SETTINGS_KEY]: 5 } } as unknown as Website)).toEqual({ header: "", footer: "" });
  });
});
