import { MAX_RATING } from "../../../domain/commerce/productReviews";

/** A five-pointed star's outline in a 24 by 24 box (the one product pages draw). */
const STAR_PATH = "M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z";

/** A review's stars as inline SVG, filled up to its rating and read as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`${rating} out of ${MAX_RATING} stars`}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} fill={index < rating ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
      ))}
    </span>
  );
}
