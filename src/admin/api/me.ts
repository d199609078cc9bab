import { api } from "./client";

/** GET /api/config/me: the signed-in account, its site and what it may read and write. */
export interface Me {
  account: { id: string; email: string; displayName: string };
  website: { id: string; identifier: string; title: string };
  roles: number[];
  permissions: { read: number[]; write: number[] };
  crumb: string;
}

/** Loads who is signed in and their effective permissions. */
export function loadMe(): Promise<Me> {
  return api.get<Me>("/api/config/me");
}
