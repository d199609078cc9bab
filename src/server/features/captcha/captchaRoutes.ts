import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { captchaChallengeSchema } from "../../../domain/api/captcha";
import { rateLimited } from "../../../domain/errors";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { FORM_RATE_WINDOW_MS } from "../forms/formsConfig";
import type { ProofOfWorkChallenges } from "./proofOfWorkChallenges";

/** Challenges one client address may fetch from one site per rate window, per allowed submission. */
const CHALLENGES_PER_SUBMISSION = 3;

/** The built-in captcha's challenge: GET /api/captcha/challenge answers { challenge, difficulty }. */
export async function registerCaptchaRoutes(server: FastifyInstance, services: AppServices, challenges: ProofOfWorkChallenges): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get("/api/captcha/challenge", { schema: { response: { 200: captchaChallengeSchema } } }, async (request, reply) => {
    const website = requireSite(request);
    const limit = services.config.forms.submissionLimit * CHALLENGES_PER_SUBMISSION;
    const hit = await services.rateLimiter.hit(`captcha:${website.id}:${request.ip}`, limit, FORM_RATE_WINDOW_MS);
    if (!hit.allowed) throw rateLimited("Too many captcha challenges. Please try again later.", hit.retryAfterSeconds);
    reply.header("Cache-Control", "no-store");
    return challenges.issue(website.id, services.clock.now());
  });
}
