import { z } from "zod";
import type { ApiRoute } from "./route";

/** The answer of `GET /api/config/me`: the signed-in account, its site, its roles, what it may read and write, and the crumb. */
export const meSchema = z.object({
  account: z.object({ id: z.string(), email: z.string(), displayName: z.string() }),
  website: z.object({ id: z.string(), identifier: z.string(), title: z.string() }),
  roles: z.array(z.number()),
  permissions: z.object({ read: z.array(z.number()), write: z.array(z.number()) }),
  crumb: z.string(),
});

/** Who is signed in, and what they may read and write (every signed-in member of the configuration area). */
export const meRoutes = {
  read: { method: "GET", url: "/api/config/me", schema: { response: { 200: meSchema } } },
} satisfies Record<string, ApiRoute>;
