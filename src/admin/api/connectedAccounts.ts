import type { z } from "zod";
import { connectedAccountRoutes, type connectedAccountsSchema, type mailchimpListsSchema, type mailchimpQueueSchema } from "../../domain/api/connectedAccounts";
import { call } from "./call";

/** One service of the connected accounts screen, as the owner API shows it. */
export type ConnectedAccount = z.output<typeof connectedAccountsSchema>["accounts"][number];

/** A list of the connected MailChimp account. */
export type MailchimpList = z.output<typeof mailchimpListsSchema>["lists"][number];

/** How many sign-ups wait for MailChimp and failed, with a page of the failed ones. */
export type MailchimpQueue = z.output<typeof mailchimpQueueSchema>;

/** The connected accounts calls of the settings screen and the form builder, made from the routes of src/domain/api/connectedAccounts.ts. */
export const connectedAccountsApi = {
  list: async () => (await call(connectedAccountRoutes.list, {})).accounts,
  connectMailchimp: async (apiKey: string) => (await call(connectedAccountRoutes.connectMailchimp, { body: { apiKey } })).accounts,
  /** Disconnects MailChimp and answers the list as it then stands. */
  disconnectMailchimp: async () => {
    await call(connectedAccountRoutes.disconnectMailchimp, {});
    return (await call(connectedAccountRoutes.list, {})).accounts;
  },
  mailchimpLists: async () => (await call(connectedAccountRoutes.mailchimpLists, {})).lists,
  mailchimpQueue: (limit: number, offset: number) => call(connectedAccountRoutes.mailchimpQueue, { query: { limit, offset } }),
  /** Puts a failed sign-up back in the queue; false when it was waiting already. */
  sendAgain: async (id: string) => (await call(connectedAccountRoutes.mailchimpSendAgain, { params: { id }, body: {} })).queued,
};
