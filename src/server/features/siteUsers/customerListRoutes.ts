import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerRoutes } from "../../../domain/api/siteUsers";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { customerDetail } from "./customerDetail";
import { siteUsersRepository } from "./siteUsersRepository";

const CUSTOMER_NOT_FOUND = "That customer does not have an account on this site.";
const ordersRead = { access: { permission: PERMISSION.COMMERCE_ORDERS, mode: "read" as const } };

/** GET /api/config/customers and /api/config/customers/:id: the site's customer accounts, and one with its orders and addresses, for holders of the orders permission (read-only). */
export async function registerCustomerListRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...customerRoutes.list,
    config: ordersRead,
    handler: async (request) => {
      const website = requireSite(request);
      const { rows, total } = await siteUsersRepository.listPage(services.db, website.id, request.query);
      return {
        customers: rows.map((row) => ({
          id: row.id,
          email: row.email,
          verified: row.verifiedAt !== null,
          createdAt: row.createdAt,
          orderCount: row.orderCount,
        })),
        total,
      };
    },
  });

  app.route({
    ...customerRoutes.detail,
    config: ordersRead,
    handler: async (request) => {
      const website = requireSite(request);
      const customer = isId(request.params.id) ? await customerDetail(services.db, website.id, request.params.id) : null;
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      return customer;
    },
  });
}
