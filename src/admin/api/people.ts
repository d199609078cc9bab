import type { z } from "zod";
import type { invitationSchema, memberSchema, peopleSchema, sentInvitationSchema } from "../../domain/api/people";
import { api } from "./client";

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
  load: () => api.get<People>("/api/config/people"),
  invite: (email: string, roleId: number) => api.post<SentInvitation>("/api/config/people/invitations", { email, roleId }),
  withdraw: (id: string) => api.delete(`/api/config/people/invitations/${encodeURIComponent(id)}`),
  changeRole: (accountId: string, roleId: number) => api.put<Member>(`/api/config/people/${encodeURIComponent(accountId)}/role`, { roleId }),
  remove: (accountId: string) => api.delete(`/api/config/people/${encodeURIComponent(accountId)}`),
};
