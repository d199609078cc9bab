import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PUBLISH_ACCESS } from "../../../domain/access/publishAccess";
import { publishReviewRoutes } from "../../../domain/api/publishReviews";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { requireSite, requireViewer } from "../../http/requestContext";
import type { AppServices } from "../../services";
import type { ReviewActor } from "./publishReviews";

const contentWrite = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };
const publishing = { access: PUBLISH_ACCESS };

function ownerIdOf(request: { params: { ownerId: string } }): string {
  if (!isId(request.params.ownerId)) throw notFound("No such page or post.");
  return request.params.ownerId;
}

/** The signed-in account taking a review step, named as its mails name it. */
function actorOf(request: FastifyRequest): ReviewActor {
  const viewer = requireViewer(request);
  return { accountId: viewer.accountId, name: viewer.displayName || viewer.email };
}

/** The site's address as the request used it, for the links in review mails. */
function addressOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Reviews of pages and posts: an editor submits a hidden one (content manager 11, write); an
 * admin approves it or sends it back with a note (the publishing right). Approving drops the
 * site's cached pages like any publish.
 */
export async function registerPublishReviewRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...publishReviewRoutes.submit,
    config: contentWrite,
    handler: async (request) => services.publishReviews.submit(requireSite(request), addressOf(request), ownerIdOf(request), actorOf(request)),
  });

  app.route({
    ...publishReviewRoutes.approve,
    config: publishing,
    handler: async (request) => services.publishReviews.approve(requireSite(request), addressOf(request), ownerIdOf(request), actorOf(request)),
  });

  app.route({
    ...publishReviewRoutes.sendBack,
    config: publishing,
    handler: async (request) =>
      services.publishReviews.sendBack(requireSite(request), addressOf(request), ownerIdOf(request), actorOf(request), request.body.note),
  });
}
