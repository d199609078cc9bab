import type { z } from "zod";
import { outboxRoutes, type outboxMailSchema } from "../../domain/api/outbox";
import { call } from "./call";

/** A mail of the site's outbox. */
export type OutboxMail = z.output<typeof outboxMailSchema>;

/** The outbox calls, made from the routes of src/domain/api/outbox.ts. */
export const outboxApi = {
  list: (limit: number, offset: number) => call(outboxRoutes.list, { query: { limit, offset } }),
  get: (id: string) => call(outboxRoutes.read, { params: { id } }),
  sendTest: () => call(outboxRoutes.sendTest, { body: {} }),
};
