import { api } from "./client";

/** A member of the site with their roles. */
export interface Member {
  accountId: string;
  email: string;
  displayName: string;
  roles: number[];
  since: string;
}

/** An open invitation. */
export interface Invitation {
  id: string;
  email: string;
  roleId: number;
  createdAt: string;
  expiresAt: string;
}

/** What the people screen shows. */
export interface People {
  viewerAccountId: string;
  members: Member[];
  invitations: Invitation[];
}

/** The people calls (docs/config-api.md, "People"). */
export const peopleApi = {
  load: () => api.get<People>("/api/config/people"),
  invite: (email: string, roleId: number) => api.post<Invitation>("/api/config/people/invitations", { email, roleId }),
  withdraw: (id: string) => api.delete(`/api/config/people/invitations/${encodeURIComponent(id)}`),
  changeRole: (accountId: string, roleId: number) => api.put<Member>(`/api/config/people/${encodeURIComponent(accountId)}/role`, { roleId }),
  remove: (accountId: string) => api.delete(`/api/config/people/${encodeURIComponent(accountId)}`),
};
