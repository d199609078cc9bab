import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noFieldsSchema } from "../../../domain/api/bodies";
import { captchaRoutes } from "../../../domain/api/captcha";
import { submissionKeyQuerySchema, submissionKeySchema, submissionSavedSchema } from "../../../domain/api/visitorForms";
import { invalid, rateLimited } from "../../../domain/errors";
import { FORM_MESSAGES, FORM_STATUS_MESSAGES } from "../../../domain/messages/formMessages";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { registerFormAdminRoutes } from "./formAdminRoutes";
import { FORM_RATE_WINDOW_MS } from "./formsConfig";
import { submissionPayloadSchema } from "./submissionPayload";

/** Largest SaveFormSubmission body: room for every field at its limit, far below what would strain the server. */
const SUBMISSION_BODY_LIMIT = 512 * 1024;
/** Keys one client address may ask one site for per rate window, per allowed submission. */
const KEYS_PER_SUBMISSION = 2;
/** Challenges one client address may fetch from one site per rate window, per allowed submission. */
const CHALLENGES_PER_SUBMISSION = 3;

/**
 * Forms, end to end: the visitor calls of spec 1 §7 (FormSubmissionKey, SaveFormSubmission),
 * the built-in captcha's challenges and the owner's form and submission routes.
 */
export async function registerFormRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { submissions, challenges } = services.forms;
  const limit = services.config.forms.submissionLimit;

  const throttle = async (bucket: string, websiteId: string, ip: string, allowed: number) => {
    const hit = await services.rateLimiter.hit(`${bucket}:${websiteId}:${ip}`, allowed, FORM_RATE_WINDOW_MS);
    if (!hit.allowed) throw rateLimited(FORM_STATUS_MESSAGES[429], hit.retryAfterSeconds);
  };

  app.post(
    "/api/form/FormSubmissionKey",
    {
      config: { answersInvalidInput: true, pagesUnchanged: true },
      schema: { querystring: submissionKeyQuerySchema, body: noFieldsSchema, response: { 200: submissionKeySchema } },
    },
    async (request) => {
      const website = requireSite(request);
      await throttle("form-key", website.id, request.ip, limit * KEYS_PER_SUBMISSION);
      const query = submissionKeyQuerySchema.safeParse(request.query);
      if (!query.success) throw invalid(FORM_MESSAGES.submissionKeyUnavailable);
      return { key: submissions.keys.issue(website.id, query.data.formId, services.clock.now()) };
    },
  );

  app.post(
    "/api/form/SaveFormSubmission",
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { answersInvalidInput: true, pagesUnchanged: true },
      schema: { body: submissionPayloadSchema, response: { 200: submissionSavedSchema } },
    },
    async (request) => {
      const website = requireSite(request);
      await throttle("form-submit", website.id, request.ip, limit);
      const payload = submissionPayloadSchema.safeParse(request.body);
      if (!payload.success) throw invalid(FORM_MESSAGES.fieldsUnparsable);
      await submissions.submit({ website, payload: payload.data, remoteIp: request.ip, baseUrl: `${request.protocol}://${request.host}` });
      return { success: true as const };
    },
  );

  // The built-in captcha's challenge: GET /api/captcha/challenge answers { challenge, difficulty }.
  app.route({
    ...captchaRoutes.challenge,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const hit = await services.rateLimiter.hit(`captcha:${website.id}:${request.ip}`, limit * CHALLENGES_PER_SUBMISSION, FORM_RATE_WINDOW_MS);
      if (!hit.allowed) throw rateLimited("Too many captcha challenges. Please try again later.", hit.retryAfterSeconds);
      reply.header("Cache-Control", "no-store");
      return challenges.issue(website.id, services.clock.now());
    },
  });

  await registerFormAdminRoutes(server, services);
}
