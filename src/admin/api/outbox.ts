import type { z } from "zod";
import type { outboxListSchema, outboxMailDetailSchema, outboxMailSchema } from "../../domain/api/outbox";
import { api } from "./client";

/** A mail of the site's outbox. */
export type OutboxMail = z.output<typeof outboxMailSchema>;

/** A mail with its bodies, as its recipient gets it. */
export type OutboxMailDetail = z.output<typeof outboxMailDetailSchema>;

/** A page of the outbox, with whether the server sends mail at all. */
export type OutboxPage = z.output<typeof outboxListSchema>;

/** The outbox calls; their shapes are the route schemas of src/domain/api/outbox.ts (served in /api/openapi.json). */
export const outboxApi = {
  list: (limit: number, offset: number) => api.get<OutboxPage>(`/api/config/outbox?limit=${limit}&offset=${offset}`),
  get: (id: string) => api.get<OutboxMailDetail>(`/api/config/outbox/${encodeURIComponent(id)}`),
  sendTest: () => api.post<OutboxMail>("/api/config/outbox/test-mail", {}),
};
