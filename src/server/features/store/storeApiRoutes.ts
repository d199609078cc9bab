import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cartAddBodySchema,
  cartAnswerSchema,
  cartDetailsBodySchema,
  cartEntryParamsSchema,
  cartQuantityBodySchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
  giftCardCheckoutRequestSchema,
  webhookAnswerSchema,
  webhookBodySchema,
  webhookParamsSchema,
} from "../../../domain/api/commerce";
import { emptyCart } from "../../../domain/commerce/cartEntity";
import { CART_COUNT_COOKIE } from "../../../domain/commerce/cartCookies";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { CHECKOUT_MESSAGES } from "../../../domain/messages/checkoutMessages";
import { DomainError, invalid } from "../../../domain/errors";
import { requireSite } from "../../http/requestContext";
import { isSecureRequest } from "../../http/sessionCookie";
import { parseInput, routeInput } from "../../http/validate";
import { asksForPage, isFormPost, pageSentFrom } from "../../http/sameOriginPost";
import type { AppServices } from "../../services";
import type { Website } from "../sites/websiteRecord";
import type { StoredCart } from "./cartRepository";
import { presentCart } from "./cartPresenter";
import { refuseCartChange } from "./cartChangeRefusal";
import { shoppingLanguage, storeLanguageFor, storeTextsFor } from "./storeLanguage";
import { answerInLanguage, refusalInLanguage, refusingInLanguage } from "./storeRefusals";
import { CART_COOKIE, CART_COOKIE_DAYS } from "./cartRules";
import { cartAddFromForm } from "./cartFormFields";
import { cartAddRefusedPage } from "./cartAddRefusedPage";
import { sendFreshSitePage } from "../pageAssembly/freshSitePageRoutes";
import { STORE_PATHS } from "./storePaths";
import { runGiftCardCheckout } from "./giftCardCheckout";
import { giftCardShown } from "./giftCardShown";
import { PaymentSignatureError } from "./payments/paymentProvider";

/**
 * The contracts of checkout and the payment webhook, which answer refusals with statuses of
 * their own (the provider's decline, a late refund, a bad signature) beside the success the
 * document describes.
 */
const checkoutContract: FastifySchema = { body: checkoutRequestSchema, response: { 200: checkoutAnswerSchema } };
const giftCardCheckoutContract: FastifySchema = { body: giftCardCheckoutRequestSchema, response: { 200: checkoutAnswerSchema } };
const webhookContract: FastifySchema = { params: webhookParamsSchema, body: webhookBodySchema, response: { 200: webhookAnswerSchema } };

/** The site's base URL as the visitor reached it, for links in mails and redirects. */
function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The visitor's store API: the cart (view, add, change quantity, remove, checkout details),
 * checkout, and the payment provider's signed confirmations. The cart is kept on the server
 * and named by the cart cookie; every state change needs the crumb, except confirmations,
 * which are checked by signature instead, and adding to the cart from a page without script,
 * which a same-origin form post may do (answered 303 to the cart page, or when refused with a page
 * saying why in the page's language).
 */
export async function registerStoreApiRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const store = services.store;

  /** Answers a cart, in its language; with a typed gift card code, also what that card would pay of it. */
  const answerCart = async (request: FastifyRequest, reply: FastifyReply, website: Website, cart: StoredCart | null, giftCardCode = "") => {
    const settings = readStoreSettings(website.storeSettings);
    const entity = cart ? (await services.carts.view(website, cart)).cart : null;
    const shown = entity ?? { ...emptyCart("", website.id), subtotalAmount: { currency: settings.currency, value: 0 } };
    reply.setCookie(CART_COUNT_COOKIE, String(shown.isPurchased ? 0 : shown.totalQuantity), { path: "/", sameSite: "lax", secure: isSecureRequest(request) });
    const giftCard = giftCardCode ? await giftCardShown(store.db, website.id, giftCardCode, settings.currency, shown.grandTotalCents) : undefined;
    const texts = await storeTextsFor(store.db, website.id, cart?.locale ?? null);
    return reply.send({ ...presentCart(shown, settings.currency, texts), ...(giftCard ? { giftCard } : {}) });
  };

  const cartAnswers = { 200: cartAnswerSchema };

  const openCart = (cart: StoredCart | null) => {
    if (!cart) throw invalid(CHECKOUT_MESSAGES.noCookies);
    return cart;
  };
  const requireCart = async (request: FastifyRequest, website: Website) => openCart(await services.carts.find(website.id, request.cookies[CART_COOKIE]));
  /** The visitor's cart (if any) with its language's words and products' names, which the cart page's changes are refused in. */
  const cartInLanguage = async (request: FastifyRequest, website: Website) => {
    const cart = await services.carts.find(website.id, request.cookies[CART_COOKIE]);
    return { cart, language: await storeLanguageFor(store.db, website.id, cart?.locale ?? null) };
  };

  app.get("/api/commerce/cart", { schema: { response: cartAnswers } }, async (request, reply) => {
    const website = requireSite(request);
    reply.header("Cache-Control", "no-store");
    return answerCart(request, reply, website, await services.carts.find(website.id, request.cookies[CART_COOKIE]));
  });

  app.post(
    "/api/commerce/cart/items",
    // A product page may come from a cache without the crumb: its form, posted without script, passes from the site's own pages.
    { config: { answersInvalidInput: true, pagesUnchanged: true, crumb: "orSameOriginForm" }, schema: { body: cartAddBodySchema, response: cartAnswers } },
    async (request, reply) => {
      const website = requireSite(request);
      const formPost = isFormPost(request);
      const sent = formPost ? cartAddFromForm(request.body) : request.body;
      // Refused in the language of the page the product was added on.
      const given = sent as { locale?: unknown } | undefined;
      const locale = shoppingLanguage(website, typeof given?.locale === "string" ? given.locale : undefined) ?? null;
      const language = await storeLanguageFor(store.db, website.id, locale);
      const adding = refusingInLanguage(language.texts, async () => {
        if (request.validationError) refuseCartChange(cartAddBodySchema, sent);
        const body = formPost ? parseInput(cartAddBodySchema, sent) : routeInput(request, cartAddBodySchema, sent);
        return services.carts.add(website, request.cookies[CART_COOKIE], body.variantId, body.quantity, body.locale, language.lookup);
      });
      // A browser without script gets its refusal as a page to read, a script its JSON.
      const added = await adding.catch((error: unknown) => {
        if (error instanceof DomainError && asksForPage(request)) return error;
        throw error;
      });
      if (added instanceof DomainError) {
        const page = cartAddRefusedPage(website, added, pageSentFrom(request), { locale, texts: language.texts });
        return sendFreshSitePage(services, request, reply, website, new URL(request.url, "http://x").pathname, page, { locale });
      }
      const { token, cart } = added;
      if (token) {
        reply.setCookie(CART_COOKIE, token, {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: isSecureRequest(request),
          maxAge: CART_COOKIE_DAYS * 24 * 3600,
        });
      }
      // The cart page it lands on sets the count cookie, as for any visit.
      if (formPost) return reply.redirect(STORE_PATHS.cart, 303);
      return answerCart(request, reply, website, cart);
    },
  );

  app.put(
    "/api/commerce/cart/items/:entryId",
    {
      config: { answersInvalidInput: true, pagesUnchanged: true },
      schema: { params: cartEntryParamsSchema, body: cartQuantityBodySchema, response: cartAnswers },
    },
    async (request, reply) => {
      const website = requireSite(request);
      const { entryId } = routeInput(request, cartEntryParamsSchema, request.params);
      const { cart, language } = await cartInLanguage(request, website);
      const { texts } = language;
      const changed = await refusingInLanguage(texts, async () => {
        if (request.validationError) {
          refuseCartChange(cartQuantityBodySchema, request.body, `${texts.cannotUpdateQuantity}: `, (message) => refusalInLanguage(message, texts));
        }
        const body = routeInput(request, cartQuantityBodySchema, request.body);
        return services.carts.updateQuantity(website, openCart(cart), entryId, body.quantity, language.lookup);
      });
      return answerCart(request, reply, website, changed);
    },
  );

  app.delete(
    "/api/commerce/cart/items/:entryId",
    { config: { answersInvalidInput: true, pagesUnchanged: true }, schema: { params: cartEntryParamsSchema, response: cartAnswers } },
    async (request, reply) => {
      const website = requireSite(request);
      const { entryId } = routeInput(request, cartEntryParamsSchema, request.params);
      const { cart, language } = await cartInLanguage(request, website);
      const changed = await refusingInLanguage(language.texts, () => services.carts.removeEntry(openCart(cart), entryId));
      return answerCart(request, reply, website, changed);
    },
  );

  app.put(
    "/api/commerce/cart/details",
    { config: { answersInvalidInput: true, pagesUnchanged: true }, schema: { body: cartDetailsBodySchema, response: cartAnswers } },
    async (request, reply) => {
      const website = requireSite(request);
      const body = routeInput(request, cartDetailsBodySchema, request.body);
      const { coupons, shippingLocation, shippingOptionId, giftCardCode } = body;
      const cart = await services.carts.updateDetails(await requireCart(request, website), { coupons, shippingLocation, shippingOptionId });
      return answerCart(request, reply, website, cart, giftCardCode);
    },
  );

  // Pages show only whether a product is in stock: the checkout reports a change itself when it sells a variant out.
  app.post("/api/commerce/checkout", { config: { answersInvalidInput: true, pagesUnchanged: true }, schema: checkoutContract }, async (request, reply) => {
    const website = requireSite(request);
    const cart = await requireCart(request, website);
    const texts = await storeTextsFor(store.db, website.id, cart.locale);
    const answer = await refusingInLanguage(texts, () =>
      services.checkout.run(website, cart, routeInput(request, checkoutRequestSchema, request.body), baseUrlOf(request), request.siteUser?.id ?? null),
    );
    if (answer.body.status === "paid") reply.setCookie(CART_COUNT_COOKIE, "0", { path: "/", sameSite: "lax", secure: isSecureRequest(request) });
    return reply.code(answer.status).send(answerInLanguage(answer.body, texts));
  });

  // A gift card checkout changes no page: gift cards are unlimited, so no stock line moves.
  app.post(
    "/api/commerce/giftcard-checkout",
    { config: { answersInvalidInput: true, pagesUnchanged: true }, schema: giftCardCheckoutContract },
    async (request, reply) => {
      const website = requireSite(request);
      const sent = request.body as { locale?: unknown } | undefined;
      const locale = shoppingLanguage(website, typeof sent?.locale === "string" ? sent.locale : undefined) ?? null;
      const texts = await storeTextsFor(store.db, website.id, locale);
      const answer = await refusingInLanguage(texts, () =>
        runGiftCardCheckout(
          { db: store.db, clock: store.clock, checkout: services.checkout },
          website,
          routeInput(request, giftCardCheckoutRequestSchema, request.body),
          baseUrlOf(request),
          locale,
        ),
      );
      return reply.code(answer.status).send(answerInLanguage(answer.body, texts));
    },
  );

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(
      "/api/commerce/payments/:provider/webhook",
      // pagesUnchanged: the store reports what its moves change on a page (a failed payment's stock coming back),
      // so a payment that completes as the checkout expected, a replay or an ignored event drops no cached page.
      { config: { crumb: false, jsonBody: "raw", answersInvalidInput: true, pagesUnchanged: true }, schema: webhookContract },
      async (request, reply) => {
        const payments = await store.paymentsOfSite(requireSite(request));
        const { provider } = request.params as { provider: string };
        if (provider !== payments.name) return reply.code(404).send({ error: "Not found.", code: "not_found" });
        let event;
        try {
          event = payments.verifyEvent(typeof request.body === "string" ? request.body : "", request.headers);
        } catch (error) {
          if (error instanceof PaymentSignatureError) return reply.code(400).send({ error: error.message, code: "bad_signature" });
          throw error;
        }
        if (!event) return reply.send({ received: true, outcome: "ignored" });
        const outcome = await store.handlePaymentEvent(payments.name, event);
        return reply.send({ received: true, outcome });
      },
    );
  });
}
