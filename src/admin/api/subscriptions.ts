import type { z } from "zod";
import { subscriptionRoutes, type subscriptionActionSchema, type subscriptionSchema } from "../../domain/api/subscriptions";
import { call } from "./call";

/** A subscription as the owner's list shows it. */
export type OwnerSubscription = z.output<typeof subscriptionSchema>;

/** What an owner does to a subscription: pause, resume or cancel. */
export type SubscriptionAction = z.output<typeof subscriptionActionSchema>;

/** The owner's calls about subscriptions, made from the routes of src/domain/api/subscriptions.ts. */
export const subscriptionsApi = {
  list: (limit: number, offset: number) => call(subscriptionRoutes.list, { query: { limit, offset } }),
  act: (id: string, action: SubscriptionAction) => call(subscriptionRoutes.act, { params: { id, action }, body: {} }),
};
