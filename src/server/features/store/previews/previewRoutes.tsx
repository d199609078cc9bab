import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { PAGE_TYPE } from "../../../../domain/enumerations/pageTypes";
import { PERMISSION } from "../../../../domain/enumerations/permissions";
import { isCurrencyCode } from "../../../../domain/currencies";
import { isId } from "../../../../domain/ids";
import { formatMoney } from "../../../../domain/money";
import { unitPriceCents } from "../../../../domain/commerce/productModel";
import { requireSite } from "../../../http/requestContext";
import type { AppServices } from "../../../services";
import { sendFreshSitePage } from "../../pageAssembly/freshSitePageRoutes";
import { productsRepository } from "../productsRepository";
import { DigitalProductPreviewPage } from "./DigitalProductPreviewPage";
import { sampleLine, sampleOrder } from "./sampleOrder";
import { StoreMailPreviewPage } from "./StoreMailPreviewPage";
import { orderConfirmationPreview, storeMailPreviews } from "./storeMailPreviews";

/** Where owners open the previews. */
const PREVIEW_PATHS = {
  mails: "/commerce/email-preview",
  digitalProduct: (productId: string) => `/commerce/digital-product-preview/${productId}`,
} as const;

const productParams = z.object({ productId: z.string() });

/** The site's base URL as the owner reached it, for the links the mails carry. */
function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The owners' previews, site pages for signed-in members only (the access check refuses a
 * visitor with 401 and a member without the permission with 403): the commerce email preview
 * (301, orders 1410 read) and the digital product composer preview (210, commerce 14 read).
 */
export async function registerStorePreviewRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  server.get(PREVIEW_PATHS.mails, { config: { access: { permission: PERMISSION.COMMERCE_ORDERS, mode: "read" } } }, async (request, reply) => {
    const website = requireSite(request);
    const mails = storeMailPreviews(website, baseUrlOf(request), services.config.sessionSecret, services.clock.now());
    return sendFreshSitePage(services, request, reply, website, PREVIEW_PATHS.mails, {
      kind: "system",
      status: 200,
      pageType: PAGE_TYPE.COMMERCE_EMAIL_PREVIEW,
      title: "Store mail previews",
      content: <StoreMailPreviewPage mails={mails} />,
    });
  });

  server.get(
    "/commerce/digital-product-preview/:productId",
    { config: { access: { permission: PERMISSION.COMMERCE, mode: "read" } } },
    async (request, reply) => {
      const website = requireSite(request);
      const { productId } = productParams.parse(request.params);
      const path = PREVIEW_PATHS.digitalProduct(productId);
      const product = isId(productId) ? await productsRepository.findProduct(services.db, website.id, productId) : null;
      const variant = product?.productType === "DIGITAL" ? product.variants[0] : undefined;
      if (!product || !variant) return sendFreshSitePage(services, request, reply, website, path, { kind: "not-found" });
      const now = services.clock.now();
      const line = sampleLine({
        name: product.name,
        productType: "DIGITAL",
        unitPriceCents: unitPriceCents(variant),
        productId: product.id,
        variantId: variant.id,
      });
      const order = sampleOrder(website, baseUrlOf(request), now, [line]);
      const price = isCurrencyCode(order.currency) ? formatMoney(line.unitPriceCents, order.currency) : String(line.unitPriceCents);
      return sendFreshSitePage(services, request, reply, website, path, {
        kind: "system",
        status: 200,
        pageType: PAGE_TYPE.DIGITAL_PRODUCT_COMPOSER_PREVIEW,
        title: "Digital product preview",
        content: (
          <DigitalProductPreviewPage
            name={product.name}
            price={price}
            downloadPath={product.downloadPath}
            confirmation={orderConfirmationPreview(order, services.config.sessionSecret, now)}
          />
        ),
      });
    },
  );
}
