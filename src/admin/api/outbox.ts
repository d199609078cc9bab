import type { z } from "zod";
import type { outboxListSchema, outboxMailSchema } from "../../domain/api/outbox";
import { api } from "./client";

/** A mail of the site's outbox. */
export type OutboxMail = z.output<typeof outboxMailSchema>;

/** A page of the outbox, with whether the server sends mail at all. */
export type OutboxPage = z.output<typeof outboxListSchema>;

/** The outbox calls; their shapes are the route schemas of src/domain/api/outbox.ts (served in /api/openapi.json). */
export const outboxApi = {
  list: (limit: number, offset: number) => api.get<OutboxPage>(`/api/config/outbox?limit=${limit}&offset=${offset}`),
  sendTest: () => api.post<OutboxMail>("/api/config/outbox/test-mail", {}),
};
