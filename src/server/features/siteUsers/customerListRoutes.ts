import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerRoutes } from "../../../domain/api/siteUsers";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { siteUsersRepository } from "./siteUsersRepository";

/** GET /api/config/customers: the site's customer accounts for holders of the orders permission (read-only). */
export async function registerCustomerListRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...customerRoutes.list,
    config: { access: { permission: PERMISSION.COMMERCE_ORDERS, mode: "read" } },
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
}
