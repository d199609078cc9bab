import { MAX_RATING, MAX_REVIEW_BODY_LENGTH, MAX_REVIEW_NAME_LENGTH, MAX_REVIEW_TITLE_LENGTH } from "../../../../domain/commerce/productReviews";
import type { StoreTexts } from "../../../../domain/translations/storeTexts";
import { filledIn } from "../../../../domain/translations/filledIn";
import { StarIcon } from "./StarIcon";

/** A product the buyer may still review: its id, name and picture. */
export interface ReviewableProduct {
  id: string;
  name: string;
  imageUrl: string;
}

/** The form of one product as last posted, with a message per field that was refused. */
export interface ReviewFormState {
  productId: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** What the review request page (type 209) shows, in the order's language: a heading and line when it has news, then a form per product left to review. */
export interface ReviewRequestPageProps {
  texts: StoreTexts;
  notice: { heading: string; detail: string; tone: "done" | "problem" } | null;
  products: ReviewableProduct[];
  action: string;
  token: string;
  crumb: string;
  posted: ReviewFormState | null;
}

const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

/** One product's review form: its stars as a radio group (arrow keys move along it), the name to show, a title and the review. */
function ReviewForm({
  product,
  action,
  token,
  crumb,
  posted,
  texts,
}: {
  texts: StoreTexts;
  product: ReviewableProduct;
  action: string;
  token: string;
  crumb: string;
  posted: ReviewFormState | null;
}) {
  const mine = posted?.productId === product.id ? posted : null;
  const value = (name: string) => mine?.values[name] ?? "";
  const error = (name: string) => mine?.errors[name];
  const fieldId = (name: string) => `review-${product.id}-${name}`;
  const field = (name: string, label: string, input: (props: Record<string, unknown>) => React.ReactNode) => (
    <div className="tsr-checkout__field">
      <label className="tsr-checkout__label" htmlFor={fieldId(name)}>
        {label}
      </label>
      {input({
        id: fieldId(name),
        name,
        defaultValue: value(name),
        "aria-invalid": error(name) ? true : undefined,
        "aria-describedby": error(name) ? `${fieldId(name)}-error` : undefined,
      })}
      {error(name) ? (
        <p className="tsr-checkout__field-error" id={`${fieldId(name)}-error`} role="alert">
          {error(name)}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className="tsr-review-form" aria-labelledby={fieldId("heading")}>
      <div className="tsr-review-form__product">
        {product.imageUrl ? <img src={product.imageUrl} alt="" width={64} height={64} loading="lazy" /> : null}
        <h2 id={fieldId("heading")}>{product.name}</h2>
      </div>
      <form method="post" action={action} noValidate>
        <input type="hidden" name="crumb" value={crumb} />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="productId" value={product.id} />
        <fieldset className="tsr-stars" aria-describedby={error("rating") ? `${fieldId("rating")}-error` : undefined}>
          <legend className="tsr-checkout__label">{texts.reviewYourRating}</legend>
          <div className="tsr-stars__row">
            {STARS.map((stars) => (
              <label key={stars} className="tsr-stars__star">
                <input className="tsr-stars__input" type="radio" name="rating" value={stars} defaultChecked={value("rating") === String(stars)} />
                <span className="tsr-stars__icon" aria-hidden="true">
                  <StarIcon filled={false} size={32} />
                </span>
                <span className="tsr-visually-hidden">{stars === 1 ? texts.reviewOneStar : filledIn(texts.reviewStars, { count: String(stars) })}</span>
              </label>
            ))}
          </div>
          {error("rating") ? (
            <p className="tsr-checkout__field-error" id={`${fieldId("rating")}-error`} role="alert">
              {error("rating")}
            </p>
          ) : null}
        </fieldset>
        {field("authorName", texts.reviewAuthorName, (props) => (
          <input {...props} autoComplete="name" maxLength={MAX_REVIEW_NAME_LENGTH} />
        ))}
        {field("title", texts.reviewTitle, (props) => (
          <input {...props} maxLength={MAX_REVIEW_TITLE_LENGTH} />
        ))}
        {field("body", texts.reviewBody, (props) => (
          <textarea {...props} rows={5} maxLength={MAX_REVIEW_BODY_LENGTH} />
        ))}
        <button type="submit" className="tsr-button">
          {texts.reviewSend}
        </button>
      </form>
    </section>
  );
}

/** The review request page (type 209) a buyer opens from their review request mail. */
export function ReviewRequestPage({ texts, notice, products, action, token, crumb, posted }: ReviewRequestPageProps) {
  return (
    <div className="tsr-container tsr-review-request">
      {notice ? (
        <div className={`tsr-review-request__notice tsr-review-request__notice--${notice.tone}`} role={notice.tone === "problem" ? "alert" : "status"}>
          <h1>{notice.heading}</h1>
          {notice.detail ? <p>{notice.detail}</p> : null}
        </div>
      ) : (
        <h1>{texts.reviewPageHeading}</h1>
      )}
      {products.map((product) => (
        <ReviewForm key={product.id} product={product} action={action} token={token} crumb={crumb} posted={posted} texts={texts} />
      ))}
    </div>
  );
}
