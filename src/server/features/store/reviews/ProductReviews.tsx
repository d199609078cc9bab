import { MAX_RATING } from "../../../../domain/commerce/productReviews";
import type { ProductReviewsShown } from "./reviewsShown";
import { StarIcon } from "./StarIcon";

/** Stars filled up to `rating` (rounded to a whole star), read by screen readers as "4.5 out of 5 stars". */
function StarLine({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span className="tsr-rating" role="img" aria-label={`${rating} out of ${MAX_RATING} stars`}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <span key={index} className={index < filled ? "tsr-rating__on" : "tsr-rating__off"}>
          <StarIcon filled={index < filled} size={20} />
        </span>
      ))}
    </span>
  );
}

/** A product page's reviews: the average and count, then the published reviews with the shop's replies; nothing before the first is published. */
export function ProductReviews({ shown }: { shown: ProductReviewsShown }) {
  if (shown.count === 0) return null;
  return (
    <section className="tsr-reviews" aria-labelledby="tsr-reviews-heading">
      <h2 id="tsr-reviews-heading">Reviews</h2>
      <p className="tsr-reviews__summary">
        <StarLine rating={shown.average} /> <strong>{shown.average.toFixed(1)}</strong> out of {MAX_RATING} ·{" "}
        {shown.count === 1 ? "1 review" : `${shown.count} reviews`}
      </p>
      <ul className="tsr-reviews__list">
        {shown.reviews.map((review) => (
          <li key={review.id} className="tsr-review">
            <p className="tsr-review__head">
              <StarLine rating={review.rating} /> {review.title ? <strong className="tsr-review__title">{review.title}</strong> : null}
            </p>
            <p className="tsr-review__body">{review.body}</p>
            <p className="tsr-review__by">
              {review.author}, <time dateTime={review.createdAt}>{review.createdAt.slice(0, 10)}</time>
            </p>
            {review.reply ? (
              <p className="tsr-review__reply">
                <strong>Reply from the shop:</strong> {review.reply}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
