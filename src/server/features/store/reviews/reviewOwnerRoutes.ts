import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { REVIEW_CSV_COLUMNS, REVIEWS_CSV_PATH, reviewRoutes } from "../../../../domain/api/reviews";
import { csvAnswers } from "../../../../domain/api/formData";
import { REVIEW_STATE, type ReviewState } from "../../../../domain/commerce/productReviews";
import { attachmentName, csvDocument } from "../../../../domain/csv";
import { PERMISSION } from "../../../../domain/enumerations/permissions";
import { notFound } from "../../../../domain/errors";
import { isId } from "../../../../domain/ids";
import { requireSite } from "../../../http/requestContext";
import type { AppServices } from "../../../services";
import { reviewsRepository, type ReviewWithProduct } from "./reviewsRepository";

const REVIEW_NOT_FOUND = "That review does not exist on this site.";
const reviewsRead = { access: { permission: PERMISSION.COMMERCE_PRODUCT_REVIEWS, mode: "read" as const } };
/** Moderation changes only what product pages show, which it reports itself (productPagesChanged), so the site write hook stays out. */
const reviewsWrite = { access: { permission: PERMISSION.COMMERCE_PRODUCT_REVIEWS, mode: "write" as const }, pagesUnchanged: true as const };

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

/** A review as the exports write it. */
function exportedReview(review: ReviewWithProduct) {
  return { ...presentReview(review), updatedAt: review.updatedAt };
}

/**
 * The owner's review routes under /api/config/store/reviews (product reviews 1422): the list,
 * newest first, of one state or all; publishing or rejecting with a public reply; deleting; and
 * every review as a CSV or JSON file. A moderation re-renders only the pages that show products
 * (SiteChanges.productPagesChanged), and a deletion only when the review was published: the
 * blog and the other pages stay cached.
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
      const websiteId = requireSite(request).id;
      const { state, reply } = request.body;
      const moderated = await reviewsRepository.moderate(services.db, websiteId, request.params.id, {
        state,
        reply,
        updatedAt: services.clock.now().toISOString(),
      });
      if (!moderated) throw notFound(REVIEW_NOT_FOUND);
      await services.siteChanges.productPagesChanged(websiteId);
      return presentReview(moderated);
    },
  });

  app.route({
    ...reviewRoutes.remove,
    config: reviewsWrite,
    handler: async (request) => {
      if (!isId(request.params.id)) throw notFound(REVIEW_NOT_FOUND);
      const websiteId = requireSite(request).id;
      const removed = await reviewsRepository.remove(services.db, websiteId, request.params.id);
      if (!removed) throw notFound(REVIEW_NOT_FOUND);
      if (removed.state === REVIEW_STATE.PUBLISHED) await services.siteChanges.productPagesChanged(websiteId);
      return { ok: true as const };
    },
  });

  app.route({
    ...reviewRoutes.exportJson,
    config: reviewsRead,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const reviews = await reviewsRepository.allOfSite(services.db, website.id);
      reply
        .header("Content-Disposition", `attachment; filename="${attachmentName(`${website.identifier}-reviews`, "json")}"`)
        .header("Cache-Control", "no-store");
      return { reviews: reviews.map(exportedReview) };
    },
  });

  app.get(REVIEWS_CSV_PATH, { config: reviewsRead, schema: { response: csvAnswers } }, async (request, reply) => {
    const website = requireSite(request);
    const reviews = (await reviewsRepository.allOfSite(services.db, website.id)).map(exportedReview);
    const rows = reviews.map((review) => REVIEW_CSV_COLUMNS.map(([key]) => String(review[key])));
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${attachmentName(`${website.identifier}-reviews`, "csv")}"`)
      .header("Cache-Control", "no-store")
      .send(
        csvDocument(
          REVIEW_CSV_COLUMNS.map(([, header]) => header),
          rows,
        ),
      );
  });
}
