import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { reviewSubmissionSchema } from "../../../../domain/api/reviews";
import { REVIEW_REQUEST_STATE, type ReviewRequestState } from "../../../../domain/enumerations/reviewRequestStates";
import { PAGE_TYPE } from "../../../../domain/enumerations/pageTypes";
import { REVIEW_MESSAGES } from "../../../../domain/messages/reviewMessages";
import { requireSite } from "../../../http/requestContext";
import type { AppServices } from "../../../services";
import { sendFreshSitePage } from "../../pageAssembly/freshSitePageRoutes";
import { reviewRequestPath } from "./reviewLinks";
import { openReviewRequest, submitReview, type OpenedRequest, type SubmittedReview } from "./reviewRequestAnswers";
import { ReviewRequestPage, type ReviewableProduct, type ReviewFormState, type ReviewRequestPageProps } from "./ReviewRequestPage";

const params = z.object({ requestId: z.string() });
const PAGE_TITLE = "Review your purchase";

/** What each closed state of a request says, with its status. */
const CLOSED: Record<ReviewRequestState, { heading: string; status: number }> = {
  [REVIEW_REQUEST_STATE.EXPIRED]: { heading: REVIEW_MESSAGES.requestExpired, status: 410 },
  [REVIEW_REQUEST_STATE.ALREADY_REVIEWED]: { heading: REVIEW_MESSAGES.alreadyReviewed, status: 200 },
  [REVIEW_REQUEST_STATE.NO_PRODUCTS_TO_REVIEW]: { heading: REVIEW_MESSAGES.noProductsToReview, status: 200 },
};

/** The first message of each refused field of a posted review, by field name. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The posted form's text fields, to fill the form again when it is refused. */
function postedValues(body: unknown): Record<string, string> {
  if (!body || typeof body !== "object") return {};
  return Object.fromEntries(Object.entries(body).flatMap(([key, value]) => (typeof value === "string" && key !== "crumb" ? [[key, value]] : [])));
}

/**
 * The review request page (type 209) at /commerce/reviews/:requestId?token=, opened from the
 * review request mail: a form per product of the order left to review, or the request's state
 * (expired, already reviewed, no products to review). Its form posts to the same address and is
 * checked by the same schema as the API contract; a posted review waits for the owner, so it
 * changes no page visitors see and drops nothing from the page cache.
 */
export async function registerReviewPageRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const render = (request: FastifyRequest, reply: FastifyReply, status: number, props: Omit<ReviewRequestPageProps, "action" | "crumb">) => {
    const website = requireSite(request);
    const { requestId } = params.parse(request.params);
    const action = reviewRequestPath(requestId);
    return sendFreshSitePage(services, request, reply, website, action, {
      kind: "system",
      status,
      pageType: PAGE_TYPE.REVIEWS_REQUEST,
      title: PAGE_TITLE,
      content: <ReviewRequestPage {...props} action={action} crumb={request.crumb} />,
      islands: [],
    });
  };
  const answer = (request: FastifyRequest, reply: FastifyReply, result: OpenedRequest | SubmittedReview, token: string, posted: ReviewFormState | null) => {
    const forms = (status: number, notice: ReviewRequestPageProps["notice"], products: ReviewableProduct[]) =>
      render(request, reply, status, { notice, products, token, posted });
    switch (result.kind) {
      case "not-found":
        return sendFreshSitePage(services, request, reply, requireSite(request), new URL(request.url, "http://x").pathname, { kind: "not-found" });
      case "closed":
        return forms(CLOSED[result.state].status, { heading: CLOSED[result.state].heading, detail: "", tone: "done" }, []);
      case "open":
        return forms(posted ? 400 : 200, null, result.products);
      case "reviewed":
        return forms(
          200,
          {
            heading: REVIEW_MESSAGES.thanks,
            detail:
              result.products.length > 0
                ? "You can review the other products of your order below."
                : "Your review appears on the product's page once the shop has read it.",
            tone: "done",
          },
          result.products,
        );
      case "went-wrong":
        return forms(400, { heading: REVIEW_MESSAGES.somethingWentWrong, detail: REVIEW_MESSAGES.trySubmittingAgain, tone: "problem" }, result.products);
    }
  };

  app.get("/commerce/reviews/:requestId", async (request, reply) => {
    const website = requireSite(request);
    const { requestId } = params.parse(request.params);
    const token = (request.query as Record<string, unknown>).token;
    const opened = await openReviewRequest(services.db, services.config.sessionSecret, website.id, requestId, token, services.clock.now());
    return answer(request, reply, opened, typeof token === "string" ? token : "", null);
  });

  app.post("/commerce/reviews/:requestId", async (request, reply) => {
    const website = requireSite(request);
    const { requestId } = params.parse(request.params);
    const values = postedValues(request.body);
    const token = values.token ?? "";
    const checked = reviewSubmissionSchema.safeParse(request.body ?? {});
    if (!checked.success) {
      const opened = await openReviewRequest(services.db, services.config.sessionSecret, website.id, requestId, token, services.clock.now());
      const errors = fieldErrors(checked.error.issues);
      if (opened.kind === "open" && (errors.token || errors.productId)) {
        return answer(request, reply, { kind: "went-wrong", products: opened.products }, token, null);
      }
      return answer(request, reply, opened, token, { productId: values.productId ?? "", values, errors });
    }
    try {
      const submitted = await submitReview(services.db, services.config.sessionSecret, website.id, requestId, checked.data, services.clock.now());
      return answer(request, reply, submitted, token, null);
    } catch (error) {
      services.log.error("store.reviews", `Writing a review of request ${requestId} failed.`, error);
      const opened = await openReviewRequest(services.db, services.config.sessionSecret, website.id, requestId, token, services.clock.now());
      return answer(request, reply, opened.kind === "open" ? { kind: "went-wrong", products: opened.products } : opened, token, null);
    }
  });
}
