import type { z } from "zod";
import { meRoutes, type meSchema } from "../../domain/api/me";
import { call } from "./call";

/** GET /api/config/me: the signed-in account, its site and what it may read and write (schema: src/domain/api/me.ts). */
export type Me = z.output<typeof meSchema>;

/** Loads who is signed in and their effective permissions. */
export function loadMe(): Promise<Me> {
  return call(meRoutes.read, {});
}
