import type { FastifyInstance, FastifySchema, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutAnswerSchema } from "../../../../domain/api/commerce";
import { subscribeCheckoutRequestSchema, subscriptionRoutes } from "../../../../domain/api/subscriptions";
import { CART_COUNT_COOKIE } from "../../../../domain/commerce/cartCookies";
import { PAGE_TYPE } from "../../../../domain/enumerations/pageTypes";
import { PERMISSION } from "../../../../domain/enumerations/permissions";
import { invalid, notFound } from "../../../../domain/errors";
import { isId } from "../../../../domain/ids";
import { CHECKOUT_MESSAGES } from "../../../../domain/messages/checkoutMessages";
import { requireSite } from "../../../http/requestContext";
import { isSecureRequest } from "../../../http/sessionCookie";
import { routeInput } from "../../../http/validate";
import type { AppServices } from "../../../services";
import { sendFreshSitePage } from "../../pageAssembly/freshSitePageRoutes";
import { isOrderAccessToken } from "../downloadLinks";
import { ordersRepository } from "../ordersRepository";
import { runSubscriptionCheckout } from "./subscriptionCheckout";
import { SubscriptionConfirmedPage } from "./SubscriptionConfirmedPage";
import { moveSubscription, SUBSCRIPTION_MESSAGES } from "./subscriptionMoves";
import { presentSubscription } from "./subscriptionPresenter";
import { subscriptionsRepository } from "./subscriptionsRepository";
import { storeTextsFor } from "../storeLanguage";
import { answerInLanguage, refusingInLanguage } from "../storeRefusals";

const subscribeContract: FastifySchema = { body: subscribeCheckoutRequestSchema, response: { 200: checkoutAnswerSchema } };
const ordersRead = { access: { permission: PERMISSION.COMMERCE_ORDERS, mode: "read" as const } };
const ordersWrite = { access: { permission: PERMISSION.COMMERCE_ORDERS, mode: "write" as const } };
const confirmedParams = z.object({ orderId: z.string() });

/** The site's base URL as the visitor reached it, for links in mails and redirects. */
function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Subscriptions on every site: the subscription checkout's submission
 * (`POST /api/commerce/subscribe-checkout`, its page being `/checkout/subscribe?cartToken=`),
 * the subscription confirmed page (206) opened by the order's token, and the owner's list with
 * pause, resume and cancel (orders 1410).
 */
export async function registerSubscriptionRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = services;

  app.post(
    "/api/commerce/subscribe-checkout",
    { config: { answersInvalidInput: true, pagesUnchanged: true }, schema: subscribeContract },
    async (request, reply) => {
      const website = requireSite(request);
      const body = routeInput(request, subscribeCheckoutRequestSchema, request.body);
      const cart = await services.carts.find(website.id, body.cartToken);
      if (!cart) throw invalid(CHECKOUT_MESSAGES.noCookies);
      const texts = await storeTextsFor(db, website.id, cart.locale);
      const answer = await refusingInLanguage(texts, () =>
        runSubscriptionCheckout(
          { db, clock, checkout: services.checkout, store: services.store },
          website,
          cart,
          body,
          baseUrlOf(request),
          request.siteUser?.id ?? null,
        ),
      );
      if (answer.body.status === "paid") reply.setCookie(CART_COUNT_COOKIE, "0", { path: "/", sameSite: "lax", secure: isSecureRequest(request) });
      return reply.code(answer.status).send(answerInLanguage(answer.body, texts));
    },
  );

  app.get("/commerce/subscription-confirmed/:orderId", async (request, reply) => {
    const website = requireSite(request);
    const { orderId } = confirmedParams.parse(request.params);
    const token = (request.query as Record<string, unknown>).token;
    const order =
      isId(orderId) && typeof token === "string" && isOrderAccessToken(services.config.sessionSecret, orderId, token)
        ? await ordersRepository.findOrder(db, website.id, orderId)
        : null;
    const subscriptions = order ? await subscriptionsRepository.ofOrder(db, website.id, order.id) : [];
    const path = new URL(request.url, "http://x").pathname;
    if (!order || subscriptions.length === 0) return sendFreshSitePage(services, request, reply, website, path, { kind: "not-found" });
    reply.setCookie(CART_COUNT_COOKIE, "0", { path: "/", sameSite: "lax", secure: isSecureRequest(request) });
    const texts = await storeTextsFor(db, website.id, order.locale);
    return sendFreshSitePage(
      services,
      request,
      reply,
      website,
      path,
      {
        kind: "system",
        status: 200,
        pageType: PAGE_TYPE.SUBSCRIPTION_CONFIRMED,
        title: texts.subscriptionConfirmed,
        content: (
          <SubscriptionConfirmedPage
            subscriptions={subscriptions.map(presentSubscription)}
            email={order.email}
            signedIn={request.siteUser !== undefined && request.siteUser !== null}
            texts={texts}
            locale={order.locale ?? "en-GB"}
          />
        ),
      },
      { locale: order.locale },
    );
  });

  app.route({
    ...subscriptionRoutes.list,
    config: ordersRead,
    handler: async (request) => {
      const { rows, total } = await subscriptionsRepository.listOfSite(db, requireSite(request).id, request.query as { limit: number; offset: number });
      return { total, subscriptions: rows.map(presentSubscription) };
    },
  });

  app.route({
    ...subscriptionRoutes.act,
    config: { ...ordersWrite, pagesUnchanged: true },
    handler: async (request) => {
      const { id, action } = request.params as z.output<typeof subscriptionRoutes.act.schema.params>;
      if (!isId(id)) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
      return presentSubscription(await moveSubscription(db, clock, requireSite(request).id, id, action));
    },
  });
}
