import { sendFreshSitePage } from "../pageAssembly/freshSitePageRoutes";
import { stripeCardSetup, stripeOrigins } from "./payments/stripeCardSetup";
import type { PaymentOrigins } from "../../responses/sitePagePolicy";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReactNode } from "react";
import { z } from "zod";
import { CART_COUNT_COOKIE } from "../../../domain/commerce/cartCookies";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { byCountryName } from "../../../domain/commerce/countries";
import { shippingCountries, shippingOptionsFor } from "../../../domain/commerce/shippingZones";
import { emptyCart } from "../../../domain/commerce/cartEntity";
import { meetsMinimumSubtotal } from "../../../domain/commerce/cartTotals";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { CHECKOUT_MESSAGES, minimumSubtotalNotMet } from "../../../domain/messages/checkoutMessages";
import { isId } from "../../../domain/ids";
import { formatMoney } from "../../../domain/money";
import { PROJECT_ROOT } from "../../projectRoot";
import { requireSite } from "../../http/requestContext";
import { isSecureRequest } from "../../http/sessionCookie";
import type { AppServices } from "../../services";
import type { SitePageBody } from "../pageAssembly/sitePageBody";
import type { Website } from "../sites/websiteRecord";
import { presentCart } from "./cartPresenter";
import { CART_COOKIE } from "./cartRules";
import { mailRepository } from "../mail/mailRepository";
import { confirmationNote } from "./confirmationNote";
import { ORDER_CONFIRMATION } from "./orderMail";
import { checkDownloadLink, downloadLink, isOrderAccessToken } from "./downloadLinks";
import { ordersRepository, type OrderLine } from "./ordersRepository";
import { CartPage } from "./pages/CartPage";
import { CheckoutPage, NoCartPage } from "./pages/CheckoutPage";
import { OrderPage, TestGatewayPage } from "./pages/OrderPages";
import { productsRepository } from "./productsRepository";
import { savedAddressesOf } from "./savedAddresses";
import { ORDER_STATUS } from "../../../domain/commerce/orderStatus";
import { STORE_PATHS } from "./storePaths";
import { orderLocale, storeTextsFor } from "./storeLanguage";
import { cartInLanguage, orderInLanguage } from "./linesInLanguage";
import type { StoreTexts } from "../../../domain/translations/storeTexts";
import { SUBSCRIBE_CHECKOUT_PATH, subscribeCheckoutPath } from "../../../domain/commerce/subscriptionPaths";

const orderParams = z.object({ orderId: z.string() });
const gatewayForm = z.object({
  payment: z.string().max(100),
  return: z.string().max(2000),
  decision: z.enum(["approve", "fail"]),
  crumb: z.string().optional(),
});

/** Where the test gateway may send the buyer back: only a path on this site. */
function safeReturn(value: string): string {
  return value.startsWith("/") && !value.startsWith("//") ? value : "/";
}

/**
 * The store's pages on every site: the cart (200 at /commerce/show-cart, 205 at /cart), the
 * checkout (201, which needs the cart cookie), the buyer's order pages (202 confirmed, 207
 * received, 211 status, opened by the token in their link), digital downloads behind signed
 * expiring links, and the built-in test gateway's confirmation step (the gift card checkout page is
 * giftCardCheckoutRoutes.tsx's).
 */
export async function registerStorePageRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  /** Sends a store page, in the language of its cart or order (`locale`, null for the primary). */
  const send = (request: FastifyRequest, reply: FastifyReply, website: Website, body: SitePageBody, locale: string | null = null) =>
    sendFreshSitePage(services, request, reply, website, new URL(request.url, "http://x").pathname, body, { locale });
  /** The site's translations into a cart's or order's language (its products' names), none for the primary. */
  const translationsIn = (website: Website, locale: string | null) =>
    locale === null ? Promise.resolve(undefined) : services.sitePages.translations(website, locale, false);
  /** A store page's body; `paymentOrigins` for the checkout taking the card in Stripe's element. */
  const system = (
    status: number,
    pageType: number,
    title: string,
    content: ReactNode,
    islands: string[] = [],
    paymentOrigins?: PaymentOrigins,
  ): SitePageBody => ({
    kind: "system",
    status,
    pageType,
    title,
    content,
    islands,
    ...(paymentOrigins ? { paymentOrigins } : {}),
  });

  const cartPage = (pageType: number) => async (request: FastifyRequest, reply: FastifyReply) => {
    const website = requireSite(request);
    const settings = readStoreSettings(website.storeSettings);
    const stored = await services.carts.find(website.id, request.cookies[CART_COOKIE]);
    const locale = stored && !stored.isPurchased ? stored.locale : null;
    const priced = stored && !stored.isPurchased ? (await services.carts.view(website, stored)).cart : emptyCart("", website.id);
    const cart = cartInLanguage(priced, await translationsIn(website, locale));
    const texts = await storeTextsFor(services.db, website.id, locale);
    const { display } = presentCart(cart, settings.currency, texts);
    reply.setCookie(CART_COUNT_COOKIE, String(cart.totalQuantity), { path: "/", sameSite: "lax", secure: isSecureRequest(request) });
    return send(request, reply, website, system(200, pageType, texts.cart, <CartPage cart={cart} display={display} texts={texts} />, ["cart"]), locale);
  };
  app.get(STORE_PATHS.cart, cartPage(PAGE_TYPE.CART_V2));
  app.get(STORE_PATHS.showCart, cartPage(PAGE_TYPE.SHOW_CART));

  /**
   * The checkout page of a cart (201): the ordinary one from the cart cookie, or the
   * subscription checkout from the cart token in its address. A cart holding a subscription is
   * sent from the ordinary checkout to the subscription checkout, which saves the card for the
   * renewals. It speaks the language the cart was filled in (`<html lang>` and the store's words).
   */
  const checkoutPage = async (request: FastifyRequest, reply: FastifyReply, token: string | undefined, subscribing: boolean) => {
    const website = requireSite(request);
    const stored = await services.carts.find(website.id, token);
    if (!stored || stored.isPurchased) {
      return send(request, reply, website, system(400, PAGE_TYPE.CHECKOUT, "Checkout", <NoCartPage message={CHECKOUT_MESSAGES.noCookies} />));
    }
    const settings = readStoreSettings(website.storeSettings);
    // Countries are named, and sorted, in the cart's language.
    const language = stored.locale ?? website.locale;
    const countries = byCountryName(shippingCountries(settings.shippingZones), language);
    const saved = request.siteUser ? await savedAddressesOf(services.db, website.id, request.siteUser.id) : [];
    const preferred = saved.find((address) => countries.includes(address.country)) ?? null;
    const storedCountry = stored.shippingLocation?.country;
    const country =
      storedCountry && countries.includes(storedCountry) ? storedCountry : (preferred?.country ?? (countries.includes("US") ? "US" : (countries[0] ?? "US")));
    const offered = shippingOptionsFor(settings.shippingZones, country);
    const priced = await services.carts.view(website, {
      ...stored,
      shippingLocation: storedCountry === country ? stored.shippingLocation : { country, region: null, postalCode: null },
      shippingOptionId: offered.find((option) => option.id === stored.shippingOptionId)?.id ?? offered[0]?.id ?? null,
    });
    const holdsSubscription = priced.lines.some((line) => line.found.product.subscriptionPlan);
    if (holdsSubscription && !subscribing) return reply.redirect(subscribeCheckoutPath(token!), 303);
    if (subscribing) reply.header("Referrer-Policy", "no-referrer");
    const minimumMessage = meetsMinimumSubtotal(priced.cart.subtotalCents, settings.minimumSubtotalCents)
      ? null
      : minimumSubtotalNotMet(formatMoney(settings.minimumSubtotalCents, settings.currency));
    const texts = await storeTextsFor(services.db, website.id, stored.locale);
    const payments = await services.store.paymentsFor(website.id);
    const stripe = stripeCardSetup(payments, services.config.store);
    const page = system(
      200,
      PAGE_TYPE.CHECKOUT,
      subscribing ? texts.subscriptionCheckout : texts.checkout,
      <CheckoutPage
        texts={texts}
        cart={cartInLanguage(priced.cart, await translationsIn(website, stored.locale))}
        currency={settings.currency}
        collects={payments.collects}
        stripe={stripe}
        minimumMessage={minimumMessage}
        countries={countries}
        country={country}
        locale={language}
        pickupAddress={settings.pickupAddress}
        customer={request.siteUser ? { email: request.siteUser.email, addresses: saved.filter((address) => countries.includes(address.country)) } : null}
        {...(subscribing ? { subscribeCartToken: token! } : {})}
      />,
      ["checkout"],
      stripe ? stripeOrigins(stripe.scriptUrl) : undefined,
    );
    return send(request, reply, website, page, stored.locale);
  };
  app.get(STORE_PATHS.checkout, (request, reply) => checkoutPage(request, reply, request.cookies[CART_COOKIE], false));
  app.get(SUBSCRIBE_CHECKOUT_PATH, (request, reply) => {
    const { cartToken } = request.query as { cartToken?: unknown };
    return checkoutPage(request, reply, typeof cartToken === "string" ? cartToken : undefined, true);
  });

  /** An order page with its heading and first line, chosen from the store's words in the order's language. */
  const orderPage =
    (pageType: number, words: (texts: StoreTexts) => { heading: string; message: string }) => async (request: FastifyRequest, reply: FastifyReply) => {
      const website = requireSite(request);
      const { orderId } = orderParams.parse(request.params);
      const token = (request.query as Record<string, unknown>).token;
      const order =
        isId(orderId) && isOrderAccessToken(services.config.sessionSecret, orderId, token)
          ? await ordersRepository.findOrder(services.db, website.id, orderId)
          : null;
      if (!order) return send(request, reply, website, { kind: "not-found" });
      const paid = order.status === ORDER_STATUS.PAID || order.status === ORDER_STATUS.FULFILLED;
      const shown = orderInLanguage(order, await translationsIn(website, order.locale));
      const lines = JSON.parse(shown.linesJson) as OrderLine[];
      const downloads = paid
        ? lines
            .filter((l) => l.productType === "DIGITAL")
            .map((l) => ({ name: l.name, href: downloadLink(services.config.sessionSecret, order.id, l.variantId, services.clock.now()) }))
        : [];
      if (paid) reply.setCookie(CART_COUNT_COOKIE, "0", { path: "/", sameSite: "lax", secure: isSecureRequest(request) });
      const confirmation = paid ? await mailRepository.statusOfSource(services.db, website.id, ORDER_CONFIRMATION, order.id) : null;
      const texts = await storeTextsFor(services.db, website.id, order.locale);
      const { heading, message } = words(texts);
      const shownMessage = !paid
        ? message
        : `${pageType === PAGE_TYPE.ORDER_RECEIVED ? texts.paymentConfirmed : message} ${confirmationNote(confirmation, order.email, texts)}`;
      return send(
        request,
        reply,
        website,
        system(
          200,
          pageType,
          heading,
          <OrderPage
            order={shown}
            heading={heading}
            message={shownMessage}
            downloads={downloads}
            purchased={paid && pageType === PAGE_TYPE.ORDER_CONFIRMED}
            texts={texts}
          />,
        ),
        order.locale,
      );
    };
  app.get(
    "/commerce/order-confirmed/:orderId",
    orderPage(PAGE_TYPE.ORDER_CONFIRMED, (texts) => ({ heading: texts.thanks, message: texts.orderConfirmed })),
  );
  app.get(
    "/commerce/order-received/:orderId",
    orderPage(PAGE_TYPE.ORDER_RECEIVED, (texts) => ({ heading: texts.orderReceived, message: texts.awaitingPayment })),
  );
  app.get(
    "/commerce/order-status/:orderId",
    orderPage(PAGE_TYPE.ORDER_STATUS, (texts) => ({ heading: texts.orderStatus, message: texts.orderStands })),
  );

  app.get("/commerce/download/:orderId/:variantId", async (request, reply) => {
    const website = requireSite(request);
    const { orderId, variantId } = request.params as { orderId: string; variantId: string };
    const { expires, sig } = request.query as { expires?: string; sig?: string };
    const problem = checkDownloadLink(services.config.sessionSecret, orderId, variantId, expires, sig, services.clock.now());
    const order = problem === null && isId(orderId) ? await ordersRepository.findOrder(services.db, website.id, orderId) : null;
    const line = order ? (JSON.parse(order.linesJson) as OrderLine[]).find((l) => l.variantId === variantId && l.productType === "DIGITAL") : undefined;
    const paid = order?.status === ORDER_STATUS.PAID || order?.status === ORDER_STATUS.FULFILLED;
    const product = line && paid ? await productsRepository.findProduct(services.db, website.id, line.productId) : null;
    if (!product?.downloadPath) {
      const message =
        problem === "expired" ? "This download link has expired. Open your order status page for a fresh one." : "This download link is not valid.";
      return send(
        request,
        reply,
        website,
        system(problem === "expired" ? 410 : 404, PAGE_TYPE.NOT_FOUND, "Download", <p className="tsr-container">{message}</p>),
      );
    }
    if (product.downloadPath.startsWith("/static/")) {
      const file = path.join(PROJECT_ROOT, "public", path.normalize(product.downloadPath.slice("/static/".length)).replace(/^(\.\.[/\\])+/, ""));
      const bytes = await readFile(file).catch(() => null);
      if (bytes) {
        reply.header("Content-Disposition", `attachment; filename="${path.basename(file).replace(/"/g, "")}"`);
        return reply.type("application/octet-stream").header("Cache-Control", "private, no-store").send(bytes);
      }
    }
    return reply.redirect(product.downloadPath, 302);
  });

  app.get(STORE_PATHS.testGatewayAuthorize, async (request, reply) => {
    const website = requireSite(request);
    const query = request.query as { payment?: string; return?: string };
    const gateway = await services.store.testGatewayFor(website.id);
    if (!gateway || !query.payment || !gateway.awaitsConfirmation(query.payment)) return send(request, reply, website, { kind: "not-found" });
    const back = new URL(query.return ?? "/", "http://x");
    // The page speaks the language of the order the payment is for (the primary one for a donation).
    const payment = await ordersRepository.findPayment(services.db, gateway.name, query.payment);
    const locale = payment ? await orderLocale(services.db, website.id, payment.orderId) : null;
    const texts = await storeTextsFor(services.db, website.id, locale);
    const page = <TestGatewayPage reference={query.payment} returnTo={safeReturn(back.pathname + back.search)} crumb={request.crumb} texts={texts} />;
    return send(request, reply, website, system(200, PAGE_TYPE.CHECKOUT, texts.confirmPayment, page), locale);
  });

  app.post(STORE_PATHS.testGatewayAuthorize, async (request, reply) => {
    const website = requireSite(request);
    const form = gatewayForm.safeParse(request.body ?? {});
    const gateway = await services.store.testGatewayFor(website.id);
    const event = form.success && gateway ? gateway.confirm(form.data.payment, form.data.decision === "approve") : null;
    if (!form.success || !event) return send(request, reply, website, { kind: "not-found" });
    const verified = gateway!.verifyEvent(event.rawBody, event.headers);
    if (verified) await services.store.handlePaymentEvent(gateway!.name, verified);
    return reply.redirect(safeReturn(form.data.return), 303);
  });
}
