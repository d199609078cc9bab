import { describe, expect, it } from "vitest";
import { MAILCHIMP_KEY_PROBLEM, mailchimpApiKeySchema, mailchimpDataCenter } from "./mailchimpKey";

describe("MailChimp API keys", () => {
  it("reads the data centre that names the account's API host", () => {
    expect(mailchimpDataCenter("0123456789abcdef0123456789abcdef-us21")).toBe("us21");
    expect(mailchimpDataCenter(" 0123456789abcdef0123456789abcdef-eu3 ")).toBe("eu3");
    expect(mailchimpDataCenter("0123456789abcdef0123456789abcdef")).toBeNull();
  });

  it("refuses a key without its data centre in plain words", () => {
    const refused = mailchimpApiKeySchema.safeParse("0123456789abcdef");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(MAILCHIMP_KEY_PROBLEM);
    expect(mailchimpApiKeySchema.parse(" 0123456789abcdef0123456789abcdef-us21 ")).toBe("0123456789abcdef0123456789abcdef-us21");
  });
});
