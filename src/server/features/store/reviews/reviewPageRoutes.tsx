import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { reviewSubmissionSchema } from "../../../../domain/api/reviews";
import { REVIEW_REQUEST_STATE, type ReviewRequestState } from "../../../../domain/enumerations/reviewRequestStates";
import { PAGE_TYPE } from "../../../../domain/enumerations/pageTypes";
import { isId } from "../../../../domain/ids";
import { reviewRefusalIn } from "../../../../domain/translations/reviewTextSources";
import type { StoreTexts } from "../../../../domain/translations/storeTexts";
import { requireSite } from "../../../http/requestContext";
import type { AppServices } from "../../../services";
import { sendFreshSitePage } from "../../pageAssembly/freshSitePageRoutes";
import { storeTextsFor } from "../storeLanguage";
import { reviewRequestPath } from "./reviewLinks";
import { reviewRequestsRepository } from "./reviewRequestsRepository";
import { openReviewRequest, submitReview, type OpenedRequest, type SubmittedReview } from "./reviewRequestAnswers";
import { ReviewRequestPage, type ReviewableProduct, type ReviewFormState, type ReviewRequestPageProps } from "./ReviewRequestPage";

const params = z.object({ requestId: z.string() });

/** What each closed state of a request says (the name of its words), with its status. */
const CLOSED: Record<ReviewRequestState, { heading: keyof StoreTexts; status: number }> = {
  [REVIEW_REQUEST_STATE.EXPIRED]: { heading: "reviewRequestExpired", status: 410 },
  [REVIEW_REQUEST_STATE.ALREADY_REVIEWED]: { heading: "reviewAlreadyReviewed", status: 200 },
  [REVIEW_REQUEST_STATE.NO_PRODUCTS_TO_REVIEW]: { heading: "reviewNothingToReview", status: 200 },
};

/** The first message of each refused field of a posted review, by field name, in the page's language. */
function fieldErrors(issues: readonly z.core.$ZodIssue[], texts: StoreTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= reviewRefusalIn(issue.message, texts);
  }
  return errors;
}

/** The language of the request's order and its store words, for the page to be shown in. */
interface ShownIn {
  locale: string | null;
  texts: StoreTexts;
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
  /** The request's order's language (the primary for a request not found) and its words. */
  const shownIn = async (websiteId: string, requestId: string): Promise<ShownIn> => {
    const locale = isId(requestId) ? await reviewRequestsRepository.orderLocale(services.db, websiteId, requestId) : null;
    return { locale, texts: await storeTextsFor(services.db, websiteId, locale) };
  };
  const render = (
    request: FastifyRequest,
    reply: FastifyReply,
    language: ShownIn,
    status: number,
    props: Omit<ReviewRequestPageProps, "action" | "crumb" | "texts">,
  ) => {
    const website = requireSite(request);
    const { requestId } = params.parse(request.params);
    const action = reviewRequestPath(requestId);
    const { texts, locale } = language;
    return sendFreshSitePage(
      services,
      request,
      reply,
      website,
      action,
      {
        kind: "system",
        status,
        pageType: PAGE_TYPE.REVIEWS_REQUEST,
        title: texts.reviewPageHeading,
        content: <ReviewRequestPage {...props} texts={texts} action={action} crumb={request.crumb} />,
        islands: [],
      },
      { locale },
    );
  };
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    language: ShownIn,
    result: OpenedRequest | SubmittedReview,
    token: string,
    posted: ReviewFormState | null,
  ) => {
    const { texts } = language;
    const forms = (status: number, notice: ReviewRequestPageProps["notice"], products: ReviewableProduct[]) =>
      render(request, reply, language, status, { notice, products, token, posted });
    switch (result.kind) {
      case "not-found":
        return sendFreshSitePage(services, request, reply, requireSite(request), new URL(request.url, "http://x").pathname, { kind: "not-found" });
      case "closed":
        return forms(CLOSED[result.state].status, { heading: texts[CLOSED[result.state].heading], detail: "", tone: "done" }, []);
      case "open":
        return forms(posted ? 400 : 200, null, result.products);
      case "reviewed":
        return forms(
          200,
          { heading: texts.reviewThanks, detail: result.products.length > 0 ? texts.reviewOthersBelow : texts.reviewAppearsOnceRead, tone: "done" },
          result.products,
        );
      case "went-wrong":
        return forms(400, { heading: texts.reviewWentWrong, detail: texts.reviewTryAgain, tone: "problem" }, result.products);
    }
  };

  app.get("/commerce/reviews/:requestId", async (request, reply) => {
    const website = requireSite(request);
    const { requestId } = params.parse(request.params);
    const token = (request.query as Record<string, unknown>).token;
    const opened = await openReviewRequest(services.db, services.config.sessionSecret, website.id, requestId, token, services.clock.now());
    return answer(request, reply, await shownIn(website.id, requestId), opened, typeof token === "string" ? token : "", null);
  });

  app.post("/commerce/reviews/:requestId", async (request, reply) => {
    const website = requireSite(request);
    const { requestId } = params.parse(request.params);
    const values = postedValues(request.body);
    const token = values.token ?? "";
    const language = await shownIn(website.id, requestId);
    const checked = reviewSubmissionSchema.safeParse(request.body ?? {});
    if (!checked.success) {
      const opened = await openReviewRequest(services.db, services.config.sessionSecret, website.id, requestId, token, services.clock.now());
      const errors = fieldErrors(checked.error.issues, language.texts);
      if (opened.kind === "open" && (errors.token || errors.productId)) {
        return answer(request, reply, language, { kind: "went-wrong", products: opened.products }, token, null);
      }
      return answer(request, reply, language, opened, token, { productId: values.productId ?? "", values, errors });
    }
    try {
      const submitted = await submitReview(services.db, services.config.sessionSecret, website.id, requestId, checked.data, services.clock.now());
      return answer(request, reply, language, submitted, token, null);
    } catch (error) {
      services.log.error("store.reviews", `Writing a review of request ${requestId} failed.`, error);
      const opened = await openReviewRequest(services.db, services.config.sessionSecret, website.id, requestId, token, services.clock.now());
      return answer(request, reply, language, opened.kind === "open" ? { kind: "went-wrong", products: opened.products } : opened, token, null);
    }
  });
}
