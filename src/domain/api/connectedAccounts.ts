import { z } from "zod";
import { mailchimpApiKeySchema } from "../connectedAccounts/mailchimpKey";
import { noFieldsSchema } from "./bodies";
import { listPageQuerySchema } from "./paging";
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

/** How many failed sign-ups the Connected accounts tab shows at a time unless asked for another count. */
export const MAILCHIMP_FAILED_PAGE_SIZE = 10;

/** A page of failed sign-ups: `?limit=` (1 to 50, 10 unless given) and `?offset=` (rows to skip), newest first. */
const mailchimpQueueQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(MAILCHIMP_FAILED_PAGE_SIZE),
  offset: listPageQuerySchema.shape.offset,
});

/** A sign-up MailChimp did not take: the address, the list it was for, when it was given up and why, in the owner's words. */
const mailchimpFailedSignUpSchema = z.object({
  id: z.string(),
  email: z.string(),
  listId: z.string(),
  failedAt: z.string(),
  reason: z.string(),
});

/** The answer of `GET /api/config/connected-accounts/mailchimp/queue`: how many sign-ups wait and failed, and a page of the failed ones. */
export const mailchimpQueueSchema = z.object({
  waiting: z.number().int(),
  failed: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  failures: z.array(mailchimpFailedSignUpSchema),
});

/** The answer of sending a failed sign-up again: whether this call put it back in the queue (false when it already was). */
const mailchimpSendAgainSchema = z.object({ queued: z.boolean() });

/** The connected accounts routes (settings 12): the list, connecting and disconnecting MailChimp, its lists, its queue of sign-ups and sending a failed one again. */
export const connectedAccountRoutes = {
  list: { method: "GET", url: "/api/config/connected-accounts", schema: { response: { 200: connectedAccountsSchema } } },
  connectMailchimp: {
    method: "PUT",
    url: "/api/config/connected-accounts/mailchimp",
    schema: { body: mailchimpConnectBodySchema, response: { 200: connectedAccountsSchema } },
  },
  disconnectMailchimp: { method: "DELETE", url: "/api/config/connected-accounts/mailchimp", schema: { response: { 204: noContentSchema } } },
  mailchimpLists: { method: "GET", url: "/api/config/connected-accounts/mailchimp/lists", schema: { response: { 200: mailchimpListsSchema } } },
  mailchimpQueue: {
    method: "GET",
    url: "/api/config/connected-accounts/mailchimp/queue",
    schema: { querystring: mailchimpQueueQuerySchema, response: { 200: mailchimpQueueSchema } },
  },
  mailchimpSendAgain: {
    method: "POST",
    url: "/api/config/connected-accounts/mailchimp/queue/:id/send-again",
    schema: { params: z.object({ id: z.string().max(24) }), body: noFieldsSchema, response: { 200: mailchimpSendAgainSchema } },
  },
} satisfies Record<string, ApiRoute>;
