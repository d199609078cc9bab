import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { storeRoutes } from "../../../domain/api/storeRoutes";
import { listGiftCards } from "./giftCardList";
import { couponUsesRepository } from "./couponUsesRepository";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { presentOrder, presentOrderWithAftercare } from "./orderPresenter";
import { ordersRepository } from "./ordersRepository";
import { ORDER_MESSAGES } from "./ownerOrders";
import { presentProduct } from "./productPresenter";
import { PRODUCT_MESSAGES } from "./productMessages";
import { productsRepository } from "./productsRepository";

const access = (permission: (typeof PERMISSION)[keyof typeof PERMISSION], mode: "read" | "write") => ({ access: { permission, mode } });
const settingsRead = access(PERMISSION.COMMERCE_STORE_SETTINGS, "read");
const settingsWrite = access(PERMISSION.COMMERCE_STORE_SETTINGS, "write");
const productsRead = access(PERMISSION.COMMERCE, "read");
const productsWrite = access(PERMISSION.COMMERCE, "write");
const inventoryWrite = access(PERMISSION.COMMERCE_INVENTORY, "write");
const ordersRead = access(PERMISSION.COMMERCE_ORDERS, "read");
const ordersWrite = access(PERMISSION.COMMERCE_ORDERS, "write");

type IdParams = { params: { id: string } };

function idOf(request: IdParams, message: string): string {
  if (!isId(request.params.id)) throw notFound(message);
  return request.params.id;
}

/**
 * The owner's store routes under /api/config/store (docs/store.md): settings (1411), products
 * (commerce 14), stock (inventory 1416), orders with fulfil and refund, and issued gift cards (orders 1410).
 */
export async function registerStoreOwnerRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = services.db;

  app.route({ ...storeRoutes.settings, config: settingsRead, handler: async (request) => readStoreSettings(requireSite(request).storeSettings) });

  app.route({
    ...storeRoutes.saveSettings,
    config: settingsWrite,
    handler: async (request) => {
      const website = requireSite(request);
      const settings = request.body;
      await services.siteSettings.saveColumns(website.id, { storeSettingsJson: JSON.stringify({ ...website.storeSettings, ...settings }) });
      return settings;
    },
  });

  app.route({
    ...storeRoutes.couponUses,
    config: settingsRead,
    handler: async (request) => ({
      uses: await couponUsesRepository.usesOf(db, requireSite(request).id),
    }),
  });

  app.route({
    ...storeRoutes.shop,
    config: productsRead,
    handler: async (request) => {
      const shop = await services.pages.findShop(requireSite(request).id);
      return { shop: shop ? { id: shop.id, title: shop.title, urlSlug: shop.urlSlug } : null };
    },
  });

  app.route({
    ...storeRoutes.products,
    config: productsRead,
    handler: async (request) => {
      const website = requireSite(request);
      const settings = readStoreSettings(website.storeSettings);
      const { total, products } = await productsRepository.pageOfProducts(db, website.id, request.query);
      return { total, products: products.map((p) => presentProduct(p, settings)) };
    },
  });

  app.route({
    ...storeRoutes.createProduct,
    config: productsWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      const input = request.body;
      const id = await services.products.save(website.id, { ...input, id: undefined }, null);
      const product = (await productsRepository.findProduct(db, website.id, id))!;
      return reply.code(201).send(presentProduct(product, readStoreSettings(website.storeSettings)));
    },
  });

  app.route({
    ...storeRoutes.product,
    config: productsRead,
    handler: async (request) => {
      const website = requireSite(request);
      const product = await productsRepository.findProduct(db, website.id, idOf(request, PRODUCT_MESSAGES.notFound));
      if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
      return presentProduct(product, readStoreSettings(website.storeSettings));
    },
  });

  app.route({
    ...storeRoutes.saveProduct,
    config: productsWrite,
    handler: async (request) => {
      const website = requireSite(request);
      const productId = idOf(request, PRODUCT_MESSAGES.notFound);
      if (!(await productsRepository.findProduct(db, website.id, productId))) throw notFound(PRODUCT_MESSAGES.notFound);
      const input = request.body;
      await services.products.save(website.id, { ...input, id: productId }, productId);
      const product = (await productsRepository.findProduct(db, website.id, productId))!;
      return presentProduct(product, readStoreSettings(website.storeSettings));
    },
  });

  app.route({
    ...storeRoutes.deleteProduct,
    config: productsWrite,
    handler: async (request, reply) => {
      const website = requireSite(request);
      await services.products.remove(website.id, idOf(request, PRODUCT_MESSAGES.notFound));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...storeRoutes.adjustStock,
    config: inventoryWrite,
    handler: async (request) => {
      const website = requireSite(request);
      const variantId = idOf(request, "This variant does not exist.");
      const body = request.body;
      const qtyInStock = await services.products.changeStock(
        website.id,
        variantId,
        "qtyInStock" in body ? { set: body.qtyInStock } : { adjustBy: body.adjustBy },
      );
      return { variantId, qtyInStock };
    },
  });

  app.route({
    ...storeRoutes.orders,
    config: ordersRead,
    handler: async (request) => {
      const website = requireSite(request);
      const query = request.query;
      const { total, orders } = await ordersRepository.listOrders(db, website.id, query);
      return { total, orders: orders.map((o) => presentOrder(o)) };
    },
  });

  app.route({
    ...storeRoutes.giftCards,
    config: ordersRead,
    handler: async (request) => listGiftCards(db, requireSite(request).id, request.query.limit, request.query.offset),
  });

  app.route({
    ...storeRoutes.order,
    config: ordersRead,
    handler: async (request) => {
      const website = requireSite(request);
      const order = await ordersRepository.findOrder(db, website.id, idOf(request, ORDER_MESSAGES.notFound));
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return presentOrderWithAftercare(db, order);
    },
  });

  app.route({
    ...storeRoutes.fulfil,
    config: ordersWrite,
    handler: async (request) => {
      const website = requireSite(request);
      const orderId = idOf(request, ORDER_MESSAGES.notFound);
      await services.ownerOrders.fulfil(website.id, orderId, request.body);
      return presentOrderWithAftercare(db, (await ordersRepository.findOrder(db, website.id, orderId))!);
    },
  });

  app.route({
    ...storeRoutes.refund,
    config: ordersWrite,
    handler: async (request) => {
      const website = requireSite(request);
      const orderId = idOf(request, ORDER_MESSAGES.notFound);
      await services.ownerOrders.refund(website.id, orderId, request.body);
      return presentOrderWithAftercare(db, (await ordersRepository.findOrder(db, website.id, orderId))!);
    },
  });
}
