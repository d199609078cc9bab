import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services";
import { registerAnalyticsAdminRoutes } from "./analyticsAdminRoutes";
import { registerCensusRoutes } from "./censusRoutes";
import { registerEventRoutes } from "./eventRoutes";
import { registerVisitorSettingsRoutes } from "./visitorSettingsRoutes";

/** Registers everything the visitor runtime talks to and the owner's settings and analytics routes. */
export async function registerAnalyticsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await registerCensusRoutes(app, services, services.analytics);
  await registerEventRoutes(app, services, services.analytics);
  await registerAnalyticsAdminRoutes(app, services, services.analytics);
  await registerVisitorSettingsRoutes(app, services);
}
