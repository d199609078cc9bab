import { publishReviewRoutes } from "../../domain/api/publishReviews";
import { call } from "./call";

/** The review calls of a page or post, made from the routes of src/domain/api/publishReviews.ts. */
export const publishReviewsApi = {
  submit: (ownerId: string) => call(publishReviewRoutes.submit, { params: { ownerId }, body: {} }),
  approve: (ownerId: string) => call(publishReviewRoutes.approve, { params: { ownerId }, body: {} }),
  sendBack: (ownerId: string, note: string) => call(publishReviewRoutes.sendBack, { params: { ownerId }, body: { note } }),
};
