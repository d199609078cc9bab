import { describe, expect, it } from "vitest";
import * as domain from "./index";

describe("domain public surface", () => {
  it("re-exports every module", () => {
    const expected = [
      "formatBlogPostPath",
      "CURRENCY_TABLE",
      "PAGE_TYPE",
      "BLOCK_TYPE",
      "DomainError",
      "newId",
      "LIMITS",
      "FORM_MESSAGES",
      "cartSpokenLabel",
      "formatMoney",
      "parseQueryString",
      "relativeTimeText",
      "slugify",
      "isValidLink",
      "workflowLabel",
    ];
    for (const name of expected) expect(domain).toHaveProperty(name);
  });
});
