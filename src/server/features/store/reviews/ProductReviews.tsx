import { MAX_RATING } from "../../../../domain/commerce/productReviews";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import type { ProductReviewsShown } from "./reviewsShown";
import { StarIcon } from "./StarIcon";

/** Stars filled up to `rating` (rounded to a whole star), read by screen readers as "4.5 out of 5 stars". */
function StarLine({ rating, texts }: { rating: number; texts: StoreTexts }) {
  const filled = Math.round(rating);
  return (
    <span className="tsr-rating" role="img" aria-label={filledIn(texts.reviewStarsSpoken, { rating: String(rating), max: String(MAX_RATING) })}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <span key={index} className={index < filled ? "tsr-rating__on" : "tsr-rating__off"}>
          <StarIcon filled={index < filled} size={20} />
        </span>
      ))}
    </span>
  );
}

/** A product page's reviews in the page's language: the average and count, then the published reviews with the shop's replies; nothing before the first is published. */
export function ProductReviews({ shown, texts }: { shown: ProductReviewsShown; texts: StoreTexts }) {
  if (shown.count === 0) return null;
  const [beforeAverage = "", afterAverage = ""] = texts.reviewsAverage.split("{average}");
  return (
    <section className="tsr-reviews" aria-labelledby="tsr-reviews-heading">
      <h2 id="tsr-reviews-heading">{texts.reviewsHeading}</h2>
      <p className="tsr-reviews__summary">
        <StarLine rating={shown.average} texts={texts} /> {filledIn(beforeAverage, { max: String(MAX_RATING) })}
        <strong>{shown.average.toFixed(1)}</strong>
        {filledIn(afterAverage, { max: String(MAX_RATING) })} ·{" "}
        {shown.count === 1 ? texts.reviewsOne : filledIn(texts.reviewsMany, { count: String(shown.count) })}
      </p>
      <ul className="tsr-reviews__list">
        {shown.reviews.map((review) => (
          <li key={review.id} className="tsr-review">
            <p className="tsr-review__head">
              <StarLine rating={review.rating} texts={texts} /> {review.title ? <strong className="tsr-review__title">{review.title}</strong> : null}
            </p>
            <p className="tsr-review__body">{review.body}</p>
            <p className="tsr-review__by">
              {review.author}, <time dateTime={review.createdAt}>{review.createdAt.slice(0, 10)}</time>
            </p>
            {review.reply ? (
              <p className="tsr-review__reply">
                <strong>{texts.reviewReply}</strong> {review.reply}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
