import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { GIFT_CARD_CHECKOUT_PATH } from "../../../domain/commerce/giftCardPaths";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { PRODUCT_TYPE_NAME } from "../../../domain/enumerations/productTypes";
import { isId } from "../../../domain/ids";
import { languagePath, type SiteLanguage } from "../../../domain/translations/languagePaths";
import { translatedProduct } from "../../../domain/translations/translatedItems";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { sendFreshSitePage } from "../pageAssembly/freshSitePageRoutes";
import { stripeCardSetup, stripePageOrigins } from "./payments/stripeCardSetup";
import type { Website } from "../sites/websiteRecord";
import { GiftCardCheckoutPage } from "./pages/GiftCardCheckoutPage";
import { productsRepository } from "./productsRepository";
import { storeTextsFor } from "./storeLanguage";

const giftCardQuery = z.object({
  websiteId: z.string().max(24).default(""),
  giftCardProductId: z.string().max(24).default(""),
  sku: z.string().max(60).optional(),
});

/**
 * The gift card checkout page (`/checkout/giftcard?websiteId=…&giftCardProductId=…[&sku=…]`,
 * page type 201) of a visible gift card, in the primary language or, under a language's prefix
 * (`/fr/checkout/giftcard`, where a page in that language links it), in that language: its words,
 * the card's name and description, and the site's header.
 */
async function giftCardCheckoutPage(services: AppServices, request: FastifyRequest, reply: FastifyReply, website: Website, language: SiteLanguage | null) {
  const path = language ? languagePath(language.pathPrefix, GIFT_CARD_CHECKOUT_PATH) : GIFT_CARD_CHECKOUT_PATH;
  const locale = language?.locale ?? null;
  const query = giftCardQuery.safeParse(request.query);
  const found =
    query.success && query.data.websiteId === website.id && isId(query.data.giftCardProductId)
      ? await productsRepository.findProduct(services.db, website.id, query.data.giftCardProductId)
      : null;
  if (!query.success || !found || found.productType !== PRODUCT_TYPE_NAME.GIFT_CARD || !found.visible || found.variants.length === 0) {
    return sendFreshSitePage(services, request, reply, website, path, { kind: "not-found" }, { locale });
  }
  const product = locale === null ? found : translatedProduct(await services.sitePages.translations(website, locale, false), found);
  const chosen = product.variants.find((variant) => variant.sku === query.data.sku) ?? product.variants[0]!;
  const payments = await services.store.paymentsFor(website.id);
  const stripe = stripeCardSetup(payments, services.config.store);
  const content = (
    <GiftCardCheckoutPage
      websiteId={website.id}
      product={product}
      currency={readStoreSettings(website.storeSettings).currency}
      chosenVariantId={chosen.id}
      collects={payments.collects}
      stripe={stripe}
      locale={locale ?? website.locale}
      texts={await storeTextsFor(services.db, website.id, locale)}
    />
  );
  const body = {
    kind: "system" as const,
    status: 200,
    pageType: PAGE_TYPE.CHECKOUT,
    title: product.name,
    content,
    islands: ["gift-card-checkout"],
    ...stripePageOrigins(stripe),
  };
  return sendFreshSitePage(services, request, reply, website, path, body, { locale });
}

/** The gift card checkout page of one of a site's additional languages, for the content routes to answer `/<prefix>/checkout/giftcard` with. */
export function languageGiftCardCheckoutPage(services: AppServices) {
  return (request: FastifyRequest, reply: FastifyReply, website: Website, language: SiteLanguage) =>
    giftCardCheckoutPage(services, request, reply, website, language);
}

/** The gift card checkout page in the site's primary language. */
export async function registerGiftCardCheckoutRoute(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get(GIFT_CARD_CHECKOUT_PATH, (request, reply) => giftCardCheckoutPage(services, request, reply, requireSite(request), null));
}
