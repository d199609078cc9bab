import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { outboxRoutes, type outboxMailDetailSchema, type outboxMailSchema } from "../../../domain/api/outbox";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { isId } from "../../../domain/ids";
import { notFound } from "../../../domain/errors";
import { requireSite, requireViewer } from "../../http/requestContext";
import { mailFailureReason } from "./mailFailureReason";
import { testMail } from "./testMail";
import type { AppServices } from "../../services";
import type { MailOutboxRow } from "../../../db/schema";
import { mailRepository } from "./mailRepository";
import { SOURCE_GONE, type MailService } from "./mailService";

/** A mail as the outbox lists it. */
function present(row: MailOutboxRow): z.output<typeof outboxMailSchema> {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    reason: mailFailureReason(row),
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

/** A mail with its bodies, as one mail is read: composed from its source when it was queued by reference, or saying that source is gone. */
async function presentWithBody(mail: MailService, row: MailOutboxRow): Promise<z.output<typeof outboxMailDetailSchema>> {
  const bodies = await mail.readableBodiesOf(row);
  return { ...present(row), text: bodies?.text ?? SOURCE_GONE, html: bodies?.html ?? null };
}

/** The site's outbox for its owners: every mail the site sent or kept, newest first, and a test mail to the owner's own address. */
export async function registerOutboxRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const access = { permission: PERMISSION.CRM, mode: "read" as const };

  app.route({
    ...outboxRoutes.list,
    config: { access },
    handler: async (request) => {
      const website = requireSite(request);
      const { limit, offset } = request.query;
      const rows = await mailRepository.listForSite(services.db, website.id, limit, offset);
      const total = await mailRepository.countForSite(services.db, website.id);
      return { delivers: services.mail.delivers, total, mails: rows.map((r) => present(r)) };
    },
  });

  app.route({
    ...outboxRoutes.sendTest,
    config: { access: { permission: PERMISSION.CRM, mode: "write" }, pagesUnchanged: true },
    handler: async (request, reply) => {
      const website = requireSite(request);
      const id = await services.mail.enqueue(services.db, testMail(website, requireViewer(request).email));
      services.mail.deliverSoon();
      const row = await mailRepository.findForSite(services.db, website.id, id);
      return reply.code(201).send(present(row!));
    },
  });

  app.route({
    ...outboxRoutes.read,
    config: { access },
    handler: async (request) => {
      const website = requireSite(request);
      if (!isId(request.params.id)) throw notFound("No such mail.");
      const row = await mailRepository.findForSite(services.db, website.id, request.params.id);
      if (!row) throw notFound("No such mail.");
      return presentWithBody(services.mail, row);
    },
  });
}
