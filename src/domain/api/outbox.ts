import { z } from "zod";
import type { ApiRoute } from "./route";

/** A page of the outbox: `?limit=` (1 to 100, 50 unless given) and `?offset=`. */
const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** A mail of the site's outbox as the list shows it. */
export const outboxMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** Why it was not sent (yet), in plain words; null once sent or before its first try. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** The answer of `GET /api/config/outbox`: whether the server delivers mail (SMTP set), how many mails the site has, and a page of them, newest first. */
const outboxListSchema = z.object({ delivers: z.boolean(), total: z.number(), mails: z.array(outboxMailSchema) });

/** What `POST /api/config/outbox/test-mail` takes: nothing; the mail goes to the signed-in person's own address. */
const outboxTestMailSchema = z.strictObject({});

/** The answer of `GET /api/config/outbox/:id`: the mail with its text and HTML bodies. */
export const outboxMailDetailSchema = outboxMailSchema.extend({ text: z.string(), html: z.string().nullable() });

/** The path of `GET /api/config/outbox/:id`. */
const outboxParamsSchema = z.object({ id: z.string() });

/** The outbox routes (CRM permission): the mails the site sent or keeps, one mail, and a test mail to oneself. */
export const outboxRoutes = {
  /** A page of the outbox, newest first. */
  list: { method: "GET", url: "/api/config/outbox", schema: { querystring: outboxQuerySchema, response: { 200: outboxListSchema } } },
  /** Sends a test mail to the signed-in person. */
  sendTest: { method: "POST", url: "/api/config/outbox/test-mail", schema: { body: outboxTestMailSchema, response: { 201: outboxMailSchema } } },
  /** One mail with its bodies. */
  read: { method: "GET", url: "/api/config/outbox/:id", schema: { params: outboxParamsSchema, response: { 200: outboxMailDetailSchema } } },
} satisfies Record<string, ApiRoute>;
