import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { invalid, rateLimited } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { FORM_MESSAGES, FORM_STATUS_MESSAGES } from "../../../domain/messages/formMessages";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { registerCaptchaRoutes } from "../captcha/captchaRoutes";
import { registerNewsletterRoutes } from "../newsletter/newsletterRoutes";
import { registerFormAdminRoutes } from "./formAdminRoutes";
import { FORM_RATE_WINDOW_MS } from "./formsConfig";
import { submissionPayloadSchema } from "./submissionPayload";

/** Largest SaveFormSubmission body: room for every field at its limit, far below what would strain the server. */
const SUBMISSION_BODY_LIMIT = 512 * 1024;
/** Keys one client address may ask one site for per rate window, per allowed submission. */
const KEYS_PER_SUBMISSION = 2;

const keyQuery = z.object({ formId: z.string().refine(isId), crumb: z.string().optional() });

/**
 * Forms, end to end: the visitor calls of spec 1 §7 (FormSubmissionKey, SaveFormSubmission),
 * the built-in captcha's challenges, the owner's form and submission routes, and the
 * newsletter's unsubscribe page and subscriber routes.
 */
export async function registerFormRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { submissions, challenges } = services.forms;
  const limit = services.config.forms.submissionLimit;

  const throttle = async (bucket: string, websiteId: string, ip: string, allowed: number) => {
    const hit = await services.rateLimiter.hit(`${bucket}:${websiteId}:${ip}`, allowed, FORM_RATE_WINDOW_MS);
    if (!hit.allowed) throw rateLimited(FORM_STATUS_MESSAGES[429], hit.retryAfterSeconds);
  };

  app.post("/api/form/FormSubmissionKey", { config: { pagesUnchanged: true } }, async (request) => {
    const website = requireSite(request);
    await throttle("form-key", website.id, request.ip, limit * KEYS_PER_SUBMISSION);
    const query = keyQuery.safeParse(request.query);
    if (!query.success) throw invalid(FORM_MESSAGES.submissionKeyUnavailable);
    return { key: submissions.keys.issue(website.id, query.data.formId, services.clock.now()) };
  });

  app.post("/api/form/SaveFormSubmission", { bodyLimit: SUBMISSION_BODY_LIMIT, config: { pagesUnchanged: true } }, async (request) => {
    const website = requireSite(request);
    await throttle("form-submit", website.id, request.ip, limit);
    const payload = submissionPayloadSchema.safeParse(request.body);
    if (!payload.success) throw invalid(FORM_MESSAGES.fieldsUnparsable);
    await submissions.submit({ website, payload: payload.data, remoteIp: request.ip, baseUrl: `${request.protocol}://${request.host}` });
    return { success: true };
  });

  await registerCaptchaRoutes(app, services, challenges);
  await registerFormAdminRoutes(app, services);
  await registerNewsletterRoutes(app, services);
}
