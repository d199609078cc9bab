import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { isId } from "../../../domain/ids";
import { notFound } from "../../../domain/errors";
import { requireSite } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import type { MailOutboxRow } from "../../../db/schema";
import { mailRepository } from "./mailRepository";

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

function present(row: MailOutboxRow, withBody: boolean) {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    ...(withBody ? { text: row.textBody, html: row.htmlBody } : {}),
  };
}

/** The site's outbox for its owners: every mail the site sent or kept, newest first. */
export async function registerOutboxRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const access = { permission: PERMISSION.CRM, mode: "read" as const };

  app.get("/api/config/outbox", { config: { access } }, async (request) => {
    const website = requireSite(request);
    const { limit, offset } = parseInput(listQuery, request.query);
    const rows = await mailRepository.listForSite(services.db, website.id, limit, offset);
    return { delivers: services.mail.delivers, mails: rows.map((r) => present(r, false)) };
  });

  app.get<{ Params: { id: string } }>("/api/config/outbox/:id", { config: { access } }, async (request) => {
    const website = requireSite(request);
    if (!isId(request.params.id)) throw notFound("No such mail.");
    const row = await mailRepository.findForSite(services.db, website.id, request.params.id);
    if (!row) throw notFound("No such mail.");
    return present(row, true);
  });
}
