import { describe, expect, it } from "vitest";
import { CODE_INJECTION_SETTINGS_KEY } from "../../../domain/siteSettings/siteSettingsSchema";
import type { Website } from "../sites/websiteRecord";
import { codeInjectionOf } from "./codeInjection";

const record = (header: string) => ({ extraSettings: { [CODE_INJECTION_SETTINGS_KEY]: { header, footer: "" } } }) as unknown as Website;

describe("a site's header and footer code", () => {
  it("is the record's own", () => {
    expect(codeInjectionOf(record("<script>one()</script>"))).toEqual({ header: "<script>one()</script>", footer: "" });
    expect(codeInjectionOf(record("<script>two()</script>")).header).toBe("<script>two()</script>");
  });

  it("is none for a malformed setting", () => {
    expect(codeInjectionOf({ extraSettings: { [CODE_INJECTION_SETTINGS_KEY]: 5 } } as unknown as Website)).toEqual({ header: "", footer: "" });
  });
});
