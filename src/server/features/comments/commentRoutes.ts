import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { commentRoutes, visitorCommentRoutes } from "../../../domain/api/comments";
import { COMMENT_TEXTS } from "../../../domain/comments/commentTexts";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { rateLimited } from "../../../domain/errors";
import { requireSite, requireViewer } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { CaptchaService } from "../captcha/captchaService";
import { httpCaptchaVerifier } from "../captcha/captchaVerifier";
import { CommentsService } from "./commentsService";

const commentsRead = { access: { permission: PERMISSION.COMMENTS, mode: "read" as const } };
const commentsWrite = { access: { permission: PERMISSION.COMMENTS, mode: "write" as const } };

/** Comments one client address may send to one site per window. */
const COMMENTS_PER_WINDOW = 10;
const COMMENT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Blog comments: the visitor's `POST /api/comments` (which reports the site changed itself, only
 * when the comment is published at once) and the moderation queue under /api/config/comments
 * with the comments permission, whose writes go through the site write hook.
 */
export async function registerCommentRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const captcha = new CaptchaService(services.db, services.clock, services.forms.challenges, httpCaptchaVerifier(services.config.forms.captchaVerifyUrls));
  const comments = new CommentsService(services.db, services.clock, captcha, services.mail);

  app.route({
    ...visitorCommentRoutes.post,
    config: { pagesUnchanged: true },
    handler: async (request) => {
      const website = requireSite(request);
      const hit = await services.rateLimiter.hit(`comment:${website.id}:${request.ip}`, COMMENTS_PER_WINDOW, COMMENT_WINDOW_MS);
      if (!hit.allowed) throw rateLimited(COMMENT_TEXTS.tooMany, hit.retryAfterSeconds);
      const posted = await comments.post(website, request.body, request.ip, `${request.protocol}://${request.host}`);
      if (posted.state === "published") await services.siteChanges.changed(website.id);
      return posted;
    },
  });

  app.route({
    ...commentRoutes.queue,
    config: commentsRead,
    handler: async (request) => comments.queue(requireSite(request).id, request.query.state, request.query.limit, request.query.offset),
  });

  app.route({
    ...commentRoutes.moderate,
    config: commentsWrite,
    handler: async (request) => {
      await comments.moderate(requireSite(request).id, request.params.id, request.body.action);
      return { moderated: true as const };
    },
  });

  app.route({
    ...commentRoutes.reply,
    config: commentsWrite,
    handler: async (request, reply) => {
      const viewer = requireViewer(request);
      const answer = await comments.reply(
        requireSite(request).id,
        request.params.id,
        { name: viewer.displayName || viewer.email, email: viewer.email },
        request.body.body,
      );
      return reply.code(201).send(answer);
    },
  });

  app.route({
    ...commentRoutes.erase,
    config: commentsWrite,
    handler: async (request) => ({ deleted: (await comments.deleteByEmail(requireSite(request).id, request.body.email)).deleted }),
  });
}
