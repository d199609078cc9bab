import { describe, expect, it } from "vitest";
import { PROVIDER_WIDGET_ORIGINS } from "../../../blocks/shared/widgetOrigins";
import { ConfigError, parseConfig } from "../../config";

describe("widget origins configuration", () => {
  it("loads every provider from its own origin unless the server is told otherwise", () => {
    expect(parseConfig({}).widgetOrigins).toEqual(PROVIDER_WIDGET_ORIGINS);
    expect(parseConfig({ OPENTABLE_WIDGET_URL: "http://127.0.0.1:4100/" }).widgetOrigins).toEqual({
      ...PROVIDER_WIDGET_ORIGINS,
      opentable: "http://127.0.0.1:4100",
    });
  });

  it("refuses an address that is not an http or https origin", () => {
    expect(() => parseConfig({ TOCK_WIDGET_URL: "javascript:alert(1)" })).toThrow(ConfigError);
    expect(() => parseConfig({ X_WIDGET_URL: "https://example.com/widgets" })).toThrow(
      'X_WIDGET_URL must be an http:// or https:// origin such as https://example.com (got "https://example.com/widgets").',
    );
  });
});
