import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { formRoutes } from "../../../domain/api/forms";
import { csvAnswers, formDataRoutes, submissionsCsvQuerySchema, submissionsParamsSchema } from "../../../domain/api/formData";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { mayWriteCode } from "../../../domain/access/codeAccess";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { requireSite, requireViewer } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { attachmentName } from "../../../domain/csv";
import { formsRepository } from "./formsRepository";
import { presentSubmission, submissionsCsv } from "./submissionPresenter";

const contentRead = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "read" as const } };
const contentWrite = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };
const crmRead = { access: { permission: PERMISSION.CRM, mode: "read" as const } };

/** Rows read per query while building a CSV file. */
const CSV_PAGE = 1000;

function formIdOf(request: { params: { formId: string } }): string {
  if (!isId(request.params.formId)) throw notFound("No such form.");
  return request.params.formId;
}

/**
 * The owner's form routes under /api/config/. Definitions (content manager 11): list, read,
 * create or replace, delete; a change drops the site's cached pages. Submissions (CRM 18,
 * read): per-form counts, a page of one form's submissions with search, and the CSV file.
 */
export async function registerFormAdminRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...formRoutes.list,
    config: contentRead,
    handler: async (request) => {
      return { forms: await formsRepository.listForms(services.db, requireSite(request).id) };
    },
  });

  app.route({
    ...formRoutes.read,
    config: contentRead,
    handler: async (request) => {
      const form = await formsRepository.findForm(services.db, requireSite(request).id, formIdOf(request));
      if (!form) throw notFound("No such form.");
      return form;
    },
  });

  app.route({
    ...formRoutes.save,
    config: contentWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const id = formIdOf(request);
      const { form, created } = await services.forms.editor.save(website.id, { ...request.body, id }, mayWriteCode(requireViewer(request).roles));
      return reply.code(created ? 201 : 200).send(form);
    },
  });

  app.route({
    ...formRoutes.remove,
    config: contentWrite,
    handler: async (request, reply) => {
      await services.forms.editor.remove(requireSite(request).id, formIdOf(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...formDataRoutes.forms,
    config: crmRead,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const [forms, counts] = await Promise.all([formsRepository.listForms(services.db, websiteId), formsRepository.countByForm(services.db, websiteId)]);
      return {
        forms: forms.map((form) => ({
          id: form.id,
          name: form.name,
          kind: form.kind,
          saveSubmissions: form.saveSubmissions,
          submissionCount: counts.get(form.id) ?? 0,
        })),
        removedForms: [...counts].filter(([id]) => !forms.some((form) => form.id === id)).map(([id, count]) => ({ id, submissionCount: count })),
      };
    },
  });

  app.route({
    ...formDataRoutes.submissions,
    config: crmRead,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const formId = formIdOf(request);
      const { search, limit, offset } = request.query;
      const query = { websiteId, formId, search: search.trim().toLowerCase() };
      // A form of this site, or one it deleted whose submissions it still keeps; any other id is not this site's.
      const known =
        (await formsRepository.findForm(services.db, websiteId, formId)) !== null ||
        (await formsRepository.countSubmissions(services.db, { websiteId, formId, search: "" })) > 0;
      if (!known) throw notFound("No such form.");
      const [rows, total] = await Promise.all([
        formsRepository.listSubmissions(services.db, { ...query, limit, offset }),
        formsRepository.countSubmissions(services.db, query),
      ]);
      return { total, limit, offset, submissions: rows.map(presentSubmission) };
    },
  });

  app.get(
    "/api/config/form-submissions/:formId/csv",
    { config: crmRead, schema: { params: submissionsParamsSchema, querystring: submissionsCsvQuerySchema, response: csvAnswers } },
    async (request, reply) => {
      const websiteId = requireSite(request).id;
      const formId = formIdOf(request);
      const { search } = request.query;
      const query = { websiteId, formId, search: search.trim().toLowerCase() };
      const rows = [];
      for (let offset = 0; ; offset += CSV_PAGE) {
        const page = await formsRepository.listSubmissions(services.db, { ...query, limit: CSV_PAGE, offset });
        rows.push(...page);
        if (page.length < CSV_PAGE) break;
      }
      const form = await formsRepository.findForm(services.db, websiteId, formId);
      if (!form && rows.length === 0) throw notFound("No such form.");
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${attachmentName(form?.name ?? rows[0]!.formName, "csv")}"`)
        .header("Cache-Control", "no-store")
        .send(submissionsCsv(rows));
    },
  );
}
