import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { reviewRoutes } from "../../../../domain/api/reviews";
import type { ReviewState } from "../../../../domain/commerce/productReviews";
import { PERMISSION } from "../../../../domain/enumerations/permissions";
import { notFound } from "../../../../domain/errors";
import { isId } from "../../../../domain/ids";
import { requireSite } from "../../../http/requestContext";
import type { AppServices } from "../../../services";
import { reviewsRepository, type ReviewWithProduct } from "./reviewsRepository";

const REVIEW_NOT_FOUND = "That review does not exist on this site.";
const reviewsRead = { access: { permission: PERMISSION.COMMERCE_PRODUCT_REVIEWS, mode: "read" as const } };
const reviewsWrite = { access: { permission: PERMISSION.COMMERCE_PRODUCT_REVIEWS, mode: "write" as const } };

/** A review as the owner's list shows it: the allow-listed fields of the contract. */
function presentReview(review: ReviewWithProduct) {
  return {
    id: review.id,
    productId: review.productId,
    productName: review.productName,
    orderId: review.orderId,
    authorName: review.authorName,
    rating: Number(review.rating),
    title: review.title,
    body: review.body,
    state: review.state as ReviewState,
    reply: review.reply,
    createdAt: review.createdAt,
  };
}

/**
 * The owner's review routes under /api/config/store/reviews (product reviews 1422): the list,
 * newest first, of one state or all, and publishing or rejecting with a public reply. A
 * moderation goes through the site write hook, so the product's page shows it at once.
 */
export async function registerReviewOwnerRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...reviewRoutes.reviews,
    config: reviewsRead,
    handler: async (request) => {
      const { total, reviews } = await reviewsRepository.pageForOwner(services.db, requireSite(request).id, request.query);
      return { total, reviews: reviews.map(presentReview) };
    },
  });

  app.route({
    ...reviewRoutes.moderate,
    config: reviewsWrite,
    handler: async (request) => {
      if (!isId(request.params.id)) throw notFound(REVIEW_NOT_FOUND);
      const { state, reply } = request.body;
      const moderated = await reviewsRepository.moderate(services.db, requireSite(request).id, request.params.id, {
        state,
        reply,
        updatedAt: services.clock.now().toISOString(),
      });
      if (!moderated) throw notFound(REVIEW_NOT_FOUND);
      return presentReview(moderated);
    },
  });
}
