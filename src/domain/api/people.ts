import { z } from "zod";
import type { ApiRoute } from "./route";
import { invitationInputSchema, roleChangeSchema } from "../people/peopleSchema";

/** A member of the site with their roles and when they first got one. */
export const memberSchema = z.object({ accountId: z.string(), email: z.string(), displayName: z.string(), roles: z.array(z.number()), since: z.string() });

/** An open invitation. */
export const invitationSchema = z.object({ id: z.string(), email: z.string(), roleId: z.number(), createdAt: z.string(), expiresAt: z.string() });

/** The answer of sending an invitation: the invitation, and whether its mail goes out now (false while no mail server is set: it is kept in the outbox). */
const sentInvitationSchema = invitationSchema.extend({ mailSent: z.boolean() });

/** The answer of `GET /api/config/people`: who is asking, the members and the open invitations. */
const peopleSchema = z.object({ viewerAccountId: z.string(), members: z.array(memberSchema), invitations: z.array(invitationSchema) });

/** What `POST /api/config/people/invitations` takes. */
const newInvitationSchema = invitationInputSchema;

/** What `PUT /api/config/people/:accountId/role` takes. */
const memberRoleUpdateSchema = roleChangeSchema;

/** The path of `DELETE /api/config/people/invitations/:invitationId`. */
const invitationParamsSchema = z.object({ invitationId: z.string() });

/** The path of the routes of one member, `/api/config/people/:accountId`. */
const memberParamsSchema = z.object({ accountId: z.string() });

/** The people routes (admins change, admins and viewers read). */
export const peopleRoutes = {
  /** The members and the open invitations. */
  list: { method: "GET", url: "/api/config/people", schema: { response: { 200: peopleSchema } } },
  /** Invites someone by email to one role. */
  invite: { method: "POST", url: "/api/config/people/invitations", schema: { body: newInvitationSchema, response: { 201: sentInvitationSchema } } },
  /** Withdraws an open invitation. */
  withdraw: {
    method: "DELETE",
    url: "/api/config/people/invitations/:invitationId",
    schema: { params: invitationParamsSchema, response: { 204: z.null() } },
  },
  /** Gives a member another role. */
  changeRole: {
    method: "PUT",
    url: "/api/config/people/:accountId/role",
    schema: { params: memberParamsSchema, body: memberRoleUpdateSchema, response: { 200: memberSchema } },
  },
  /** Takes a member's access away. */
  remove: { method: "DELETE", url: "/api/config/people/:accountId", schema: { params: memberParamsSchema, response: { 204: z.null() } } },
} satisfies Record<string, ApiRoute>;
