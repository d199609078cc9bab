import type { Db } from "../../../../db/database";
import { ratingSummary } from "../../../../domain/commerce/productReviews";
import type { ProductRatingFacts } from "../../../../domain/seo/structuredData";
import { reviewsRepository } from "./reviewsRepository";

/** Most reviews a product page shows (and its structured data lists), newest first; the count and average cover them all. */
const SHOWN_REVIEWS = 20;

/** A published review as a product page shows it. */
interface ShownReview {
  id: string;
  author: string;
  rating: number;
  title: string;
  body: string;
  reply: string;
  createdAt: string;
}

/** What a product page shows of its reviews: their count and average, and the latest ones. */
export interface ProductReviewsShown {
  count: number;
  average: number;
  reviews: ShownReview[];
}

/** Reads a product's published reviews for its page; kept with the page per site version, as publishing one reports a site change. */
export async function readProductReviews(db: Db, productId: string): Promise<ProductReviewsShown> {
  const [ratings, rows] = await Promise.all([reviewsRepository.publishedRatings(db, productId), reviewsRepository.publishedOf(db, productId, SHOWN_REVIEWS)]);
  return {
    ...ratingSummary(ratings),
    reviews: rows.map((row) => ({
      id: row.id,
      author: row.authorName,
      rating: Number(row.rating),
      title: row.title,
      body: row.body,
      reply: row.reply,
      createdAt: row.createdAt,
    })),
  };
}

/** A product's reviews as its structured data states them. */
export function ratingFacts(shown: ProductReviewsShown): ProductRatingFacts {
  return {
    count: shown.count,
    average: shown.average,
    reviews: shown.reviews.map((review) => ({
      author: review.author,
      datePublished: review.createdAt.slice(0, 10),
      rating: review.rating,
      name: review.title,
      body: review.body,
    })),
  };
}
