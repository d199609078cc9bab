import { z } from "zod";

/** A MailChimp API key: 32 hexadecimal characters, a dash and the account's data centre (such as us21). */
const MAILCHIMP_KEY_PATTERN = /^[0-9a-f]{32}-([a-z]{2,4}[0-9]{1,3})$/;

/** What the owner reads when a key is not written as MailChimp writes its keys. */
export const MAILCHIMP_KEY_PROBLEM = "A MailChimp API key is 32 letters and digits, a dash and its data centre, such as …-us21.";

/** The API key an owner connects MailChimp with, checked the same way in the browser and on the server. */
export const mailchimpApiKeySchema = z.string().trim().max(100).regex(MAILCHIMP_KEY_PATTERN, MAILCHIMP_KEY_PROBLEM);

/** The data centre a key ends with ("us21" of "…-us21"), which names the host of the account's API. */
export function mailchimpDataCenter(apiKey: string): string | null {
  return MAILCHIMP_KEY_PATTERN.exec(apiKey.trim())?.[1] ?? null;
}
