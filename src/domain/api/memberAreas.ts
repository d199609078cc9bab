import { z } from "zod";
import { memberAreaInputSchema } from "../commerce/memberAreas";
import { PRODUCT_TYPE } from "../enumerations/productTypes";
import { noContentSchema } from "./siteSettings";
import type { ApiRoute } from "./route";

/** A member area as the owner's screen reads it: what the owner wrote, its product type (paywall, 5) and how many members it has. */
export const memberAreaSchema = memberAreaInputSchema.extend({
  id: z.string(),
  productType: z.literal(PRODUCT_TYPE.PAYWALL),
  members: z.number(),
});

/** A member of an area as the owner's screen lists it. */
export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  planName: z.string(),
  /** The plan's price as joined, "$5.00 every month". */
  price: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  joinedAt: z.string().nullable(),
});

const idParams = z.object({ id: z.string() });

/** The owner's routes of member areas (store permission 14 to read and write them, orders 1410 to see their members). */
export const memberAreaRoutes = {
  list: {
    method: "GET",
    url: "/api/config/member-areas",
    schema: {
      response: {
        200: z.object({
          memberAreas: z.array(memberAreaSchema),
          /** The pages an area may open; `isMemberPage` when already in the member areas navigation. */
          pages: z.array(z.object({ id: z.string(), title: z.string(), urlSlug: z.string(), isMemberPage: z.boolean() })),
        }),
      },
    },
  },
  create: { method: "POST", url: "/api/config/member-areas", schema: { body: memberAreaInputSchema, response: { 201: memberAreaSchema } } },
  update: {
    method: "PUT",
    url: "/api/config/member-areas/:id",
    schema: { params: idParams, body: memberAreaInputSchema, response: { 200: memberAreaSchema } },
  },
  remove: { method: "DELETE", url: "/api/config/member-areas/:id", schema: { params: idParams, response: { 204: noContentSchema } } },
  members: {
    method: "GET",
    url: "/api/config/member-areas/:id/members",
    schema: { params: idParams, response: { 200: z.object({ members: z.array(memberSchema) }) } },
  },
} satisfies Record<string, ApiRoute>;

/** What the join form posts: the crumb, and the card of a paid plan in the test gateway's fields (the checkout's payment schema checks them). */
export const joinFormSchema = z.object({
  crumb: z.string().max(200).optional(),
  cardNumber: z.string().max(30).default(""),
  expMonth: z.coerce.number().int().default(0),
  expYear: z.coerce.number().int().default(0),
  cvc: z.string().max(6).default(""),
});
