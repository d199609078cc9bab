import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { storeRoutes } from "../../../domain/api/storeRoutes";
import type { StorePaymentKeyRow } from "../../../db/schema";
import type { PaymentKeysView } from "../../../domain/commerce/paymentKeys";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { paymentKeysRepository } from "./paymentKeysRepository";
import { publishableKeyMissing } from "./payments/stripeCardSetup";

/**
 * Shows stored keys as set or not with their last 4 characters (the keys themselves never leave
 * the server), and whether the site's payments, as they go now, lack a publishable key.
 */
async function paymentKeysView(services: AppServices, websiteId: string, row: StorePaymentKeyRow | null): Promise<PaymentKeysView> {
  const state = (value: string | null | undefined) => (value ? { set: true, last4: value.slice(-4) } : { set: false, last4: null });
  return {
    publishableKey: state(row?.publishableKey),
    secretKey: state(row?.secretKey),
    webhookSecret: state(row?.webhookSecret),
    publishableKeyMissing: publishableKeyMissing(await services.store.paymentsFor(websiteId)),
  };
}

const paymentsRead = { access: { permission: PERMISSION.COMMERCE_PAYMENTS, mode: "read" as const } };
const paymentsWrite = { access: { permission: PERMISSION.COMMERCE_PAYMENTS, mode: "write" as const } };

/**
 * The site's Stripe keys under /api/config/store/payment-keys (commerce payments 1420): read
 * whether each is set, set some (the others stay), remove them all. With a secret key set,
 * the site's payments go through its own Stripe account instead of the server's.
 */
export async function registerPaymentKeyRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  app.route({
    ...storeRoutes.paymentKeys,
    config: paymentsRead,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      return paymentKeysView(services, websiteId, await paymentKeysRepository.find(db, websiteId));
    },
  });

  app.route({
    ...storeRoutes.savePaymentKeys,
    config: paymentsWrite,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      return paymentKeysView(services, websiteId, await services.paymentKeys.save(websiteId, request.body));
    },
  });

  app.route({
    ...storeRoutes.removePaymentKeys,
    config: paymentsWrite,
    handler: async (request, reply) => {
      await services.paymentKeys.remove(requireSite(request).id);
      return reply.code(204).send(null);
    },
  });
}
