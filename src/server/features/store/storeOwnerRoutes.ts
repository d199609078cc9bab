import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { productInputSchema } from "../../../domain/commerce/productModel";
import { MAX_STOCK } from "../../../domain/commerce/productModel";
import { readStoreSettings, storeSettingsSchema } from "../../../domain/commerce/storeSettings";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { isoNow } from "../../clock";
import { requireSite } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import { findShop } from "../pages/pagesService";
import { inventory } from "./inventory";
import { presentOrder } from "./orderPresenter";
import { ordersRepository } from "./ordersRepository";
import { fulfilOrder, refundOrder, ORDER_MESSAGES } from "./ownerOrders";
import { presentProduct } from "./productPresenter";
import { PRODUCT_MESSAGES, saveProduct } from "./productService";
import { productsRepository } from "./productsRepository";
import { ORDER_STATUS } from "./orderStatus";

const access = (permission: (typeof PERMISSION)[keyof typeof PERMISSION], mode: "read" | "write") => ({ access: { permission, mode } });
const settingsRead = access(PERMISSION.COMMERCE_STORE_SETTINGS, "read");
const settingsWrite = access(PERMISSION.COMMERCE_STORE_SETTINGS, "write");
const productsRead = access(PERMISSION.COMMERCE, "read");
const productsWrite = access(PERMISSION.COMMERCE, "write");
const inventoryWrite = access(PERMISSION.COMMERCE_INVENTORY, "write");
const ordersRead = access(PERMISSION.COMMERCE_ORDERS, "read");
const ordersWrite = access(PERMISSION.COMMERCE_ORDERS, "write");

/** A request body read by `schema` after dropping the crumb a form-encoded call may carry. */
function withoutCrumb<T>(schema: z.ZodType<T>) {
  return z.preprocess((value) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return value;
    const { crumb: _crumb, ...rest } = value as Record<string, unknown>;
    return rest;
  }, schema);
}

const settingsBody = withoutCrumb(storeSettingsSchema);
const productBody = withoutCrumb(productInputSchema);
const stockBody = z.union([
  z.strictObject({ qtyInStock: z.number().int("must be a whole number.").min(0, "must not be negative.").max(MAX_STOCK), crumb: z.string().optional() }),
  z.strictObject({ adjustBy: z.number().int("must be a whole number.").min(-MAX_STOCK).max(MAX_STOCK), crumb: z.string().optional() }),
]);
const day = z.iso.date().or(z.iso.datetime());
const ordersQuery = z.strictObject({
  q: z.string().max(200).optional(),
  status: z.enum(Object.values(ORDER_STATUS) as [string, ...string[]]).optional(),
  from: day.optional(),
  to: day.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

type IdParams = { Params: { id: string } };

function idOf(request: FastifyRequest<IdParams>, message: string): string {
  if (!isId(request.params.id)) throw notFound(message);
  return request.params.id;
}

/**
 * The owner's store routes under /api/config/store (docs/store.md): settings (1411), products
 * (commerce 14), stock (inventory 1416), orders with fulfil and refund (orders 1410).
 */
export async function registerStoreOwnerRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const db = services.db;

  app.get("/api/config/store/settings", { config: settingsRead }, async (request) => readStoreSettings(requireSite(request).storeSettings));

  app.put("/api/config/store/settings", { config: settingsWrite }, async (request) => {
    const website = requireSite(request);
    const settings = parseInput(settingsBody, request.body ?? {});
    const stored = { ...website.storeSettings, ...settings };
    await db
      .updateTable("websites")
      .set({ storeSettingsJson: JSON.stringify(stored), updatedAt: isoNow(services.clock) })
      .where("id", "=", website.id)
      .execute();
    return settings;
  });

  app.get("/api/config/store/shop", { config: productsRead }, async (request) => {
    const shop = await findShop(db, requireSite(request).id);
    return { shop: shop ? { id: shop.id, title: shop.title, urlSlug: shop.urlSlug } : null };
  });

  app.get("/api/config/store/products", { config: productsRead }, async (request) => {
    const website = requireSite(request);
    const settings = readStoreSettings(website.storeSettings);
    return { products: (await productsRepository.listProducts(db, website.id)).map((p) => presentProduct(p, settings)) };
  });

  app.post("/api/config/store/products", { config: productsWrite }, async (request, reply) => {
    const website = requireSite(request);
    const input = parseInput(productBody, request.body ?? {});
    const id = await db.transaction().execute((trx) => saveProduct(trx, website.id, { ...input, id: undefined }, isoNow(services.clock), null));
    const product = (await productsRepository.findProduct(db, website.id, id))!;
    return reply.code(201).send(presentProduct(product, readStoreSettings(website.storeSettings)));
  });

  app.get<IdParams>("/api/config/store/products/:id", { config: productsRead }, async (request) => {
    const website = requireSite(request);
    const product = await productsRepository.findProduct(db, website.id, idOf(request, PRODUCT_MESSAGES.notFound));
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    return presentProduct(product, readStoreSettings(website.storeSettings));
  });

  app.put<IdParams>("/api/config/store/products/:id", { config: productsWrite }, async (request) => {
    const website = requireSite(request);
    const productId = idOf(request, PRODUCT_MESSAGES.notFound);
    if (!(await productsRepository.findProduct(db, website.id, productId))) throw notFound(PRODUCT_MESSAGES.notFound);
    const input = parseInput(productBody, request.body ?? {});
    await db.transaction().execute((trx) => saveProduct(trx, website.id, { ...input, id: productId }, isoNow(services.clock), productId));
    const product = (await productsRepository.findProduct(db, website.id, productId))!;
    return presentProduct(product, readStoreSettings(website.storeSettings));
  });

  app.delete<IdParams>("/api/config/store/products/:id", { config: productsWrite }, async (request, reply) => {
    const website = requireSite(request);
    if (!(await productsRepository.deleteProduct(db, website.id, idOf(request, PRODUCT_MESSAGES.notFound)))) throw notFound(PRODUCT_MESSAGES.notFound);
    return reply.code(204).send();
  });

  app.put<IdParams>("/api/config/store/variants/:id/stock", { config: inventoryWrite }, async (request) => {
    const website = requireSite(request);
    const variantId = idOf(request, "This variant does not exist.");
    const body = parseInput(stockBody, request.body ?? {});
    const qtyInStock = await inventory.changeStock(db, website.id, variantId, "qtyInStock" in body ? { set: body.qtyInStock } : { adjustBy: body.adjustBy });
    return { variantId, qtyInStock };
  });

  app.get("/api/config/store/orders", { config: ordersRead }, async (request) => {
    const website = requireSite(request);
    const query = parseInput(ordersQuery, request.query ?? {});
    const { total, orders } = await ordersRepository.listOrders(db, website.id, query);
    return { total, orders: orders.map((o) => presentOrder(o)) };
  });

  app.get<IdParams>("/api/config/store/orders/:id", { config: ordersRead }, async (request) => {
    const website = requireSite(request);
    const order = await ordersRepository.findOrder(db, website.id, idOf(request, ORDER_MESSAGES.notFound));
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return presentOrder(order, await ordersRepository.paymentsOfOrder(db, order.id));
  });

  app.post<IdParams>("/api/config/store/orders/:id/fulfil", { config: ordersWrite }, async (request) => {
    const website = requireSite(request);
    const orderId = idOf(request, ORDER_MESSAGES.notFound);
    await fulfilOrder(services.store, website.id, orderId);
    return presentOrder((await ordersRepository.findOrder(db, website.id, orderId))!, await ordersRepository.paymentsOfOrder(db, orderId));
  });

  app.post<IdParams>("/api/config/store/orders/:id/refund", { config: ordersWrite }, async (request) => {
    const website = requireSite(request);
    const orderId = idOf(request, ORDER_MESSAGES.notFound);
    await refundOrder(services.store, website.id, orderId);
    return presentOrder((await ordersRepository.findOrder(db, website.id, orderId))!, await ordersRepository.paymentsOfOrder(db, orderId));
  });
}
