import type { z } from "zod";
import { outboxRoutes, type outboxListSchema, type outboxMailDetailSchema, type outboxMailSchema } from "../../domain/api/outbox";
import { call } from "./call";

/** A mail of the site's outbox. */
export type OutboxMail = z.output<typeof outboxMailSchema>;

/** A mail with its bodies, as its recipient gets it. */
export type OutboxMailDetail = z.output<typeof outboxMailDetailSchema>;

/** A page of the outbox, with whether the server sends mail at all. */
export type OutboxPage = z.output<typeof outboxListSchema>;

/** The outbox calls, made from the routes of src/domain/api/outbox.ts. */
export const outboxApi = {
  list: (limit: number, offset: number) => call(outboxRoutes.list, { query: { limit, offset } }),
  get: (id: string) => call(outboxRoutes.read, { params: { id } }),
  sendTest: () => call(outboxRoutes.sendTest, { body: {} }),
};
