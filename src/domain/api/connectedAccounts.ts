import { z } from "zod";
import { mailchimpApiKeySchema } from "../connectedAccounts/mailchimpKey";
import type { ApiRoute } from "./route";
import { noContentSchema } from "./siteSettings";

/** One service on the connected accounts screen: its spec service id, whether the site uses its own account, and what may be shown of it. */
const connectedAccountSchema = z.object({
  service: z.number().int(),
  name: z.string(),
  connected: z.boolean(),
  /** The account's name at the service, when it tells one. */
  account: z.string().nullable(),
  /** The last 4 characters of the stored key; the key itself never leaves the server. */
  keyLast4: z.string().nullable(),
  connectedAt: z.string().nullable(),
});

/** The answer of `GET /api/config/connected-accounts`. */
export const connectedAccountsSchema = z.object({ accounts: z.array(connectedAccountSchema) });

/** What connecting MailChimp takes: the account's API key. */
export const mailchimpConnectBodySchema = z.strictObject({ apiKey: mailchimpApiKeySchema });

/** One audience list of the connected MailChimp account. */
const mailchimpListSchema = z.object({ id: z.string(), name: z.string() });

/** The answer of `GET /api/config/connected-accounts/mailchimp/lists`. */
export const mailchimpListsSchema = z.object({ lists: z.array(mailchimpListSchema) });

/** The connected accounts routes (settings 12): the list, connecting and disconnecting MailChimp, its lists. */
export const connectedAccountRoutes = {
  list: { method: "GET", url: "/api/config/connected-accounts", schema: { response: { 200: connectedAccountsSchema } } },
  connectMailchimp: {
    method: "PUT",
    url: "/api/config/connected-accounts/mailchimp",
    schema: { body: mailchimpConnectBodySchema, response: { 200: connectedAccountsSchema } },
  },
  disconnectMailchimp: { method: "DELETE", url: "/api/config/connected-accounts/mailchimp", schema: { response: { 204: noContentSchema } } },
  mailchimpLists: { method: "GET", url: "/api/config/connected-accounts/mailchimp/lists", schema: { response: { 200: mailchimpListsSchema } } },
} satisfies Record<string, ApiRoute>;
