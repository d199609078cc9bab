import type { z } from "zod";
import { peopleRoutes, type invitationSchema, type memberSchema, type peopleSchema, type sentInvitationSchema } from "../../domain/api/people";
import { call } from "./call";

/** A member of the site with their roles. */
export type Member = z.output<typeof memberSchema>;

/** An open invitation. */
export type Invitation = z.output<typeof invitationSchema>;

/** A new invitation, and whether its mail went out or was kept in the outbox. */
export type SentInvitation = z.output<typeof sentInvitationSchema>;

/** What the people screen shows. */
export type People = z.output<typeof peopleSchema>;

/** The people calls; their shapes are the route schemas of src/domain/api/people.ts (served in /api/openapi.json). */
export const peopleApi = {
  load: () => call(peopleRoutes.list, {}),
  invite: (email: string, roleId: number) => call(peopleRoutes.invite, { body: { email, roleId } }),
  withdraw: (invitationId: string) => call(peopleRoutes.withdraw, { params: { invitationId } }),
  changeRole: (accountId: string, roleId: number) => call(peopleRoutes.changeRole, { params: { accountId }, body: { roleId } }),
  remove: (accountId: string) => call(peopleRoutes.remove, { params: { accountId } }),
};
