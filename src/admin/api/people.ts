import type { z } from "zod";
import { peopleRoutes, type invitationSchema, type memberSchema } from "../../domain/api/people";
import { call } from "./call";

/** A member of the site with their roles. */
export type Member = z.output<typeof memberSchema>;

/** An open invitation. */
export type Invitation = z.output<typeof invitationSchema>;

/** The people calls, made from the routes of src/domain/api/people.ts. */
export const peopleApi = {
  load: () => call(peopleRoutes.list, {}),
  invite: (email: string, roleId: number) => call(peopleRoutes.invite, { body: { email, roleId } }),
  withdraw: (invitationId: string) => call(peopleRoutes.withdraw, { params: { invitationId } }),
  changeRole: (accountId: string, roleId: number) => call(peopleRoutes.changeRole, { params: { accountId }, body: { roleId } }),
  remove: (accountId: string) => call(peopleRoutes.remove, { params: { accountId } }),
};
