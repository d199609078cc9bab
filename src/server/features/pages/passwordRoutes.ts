import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import { hashPassword } from "../accounts/passwords";
import { pagesRepository } from "./pagesRepository";
import { requireCollection } from "./pagesService";
import { idParam } from "./pagesRoutes";

const settingsWrite = { access: { permission: PERMISSION.SETTINGS, mode: "write" as const } };

/** The shortest page or site password. */
export const LOCK_PASSWORD_MIN = 4;

const passwordBody = z.strictObject({
  password: z
    .string()
    .min(LOCK_PASSWORD_MIN, `A password has at least ${LOCK_PASSWORD_MIN} characters.`)
    .max(200, "A password has at most 200 characters.")
    .nullable(),
});

/**
 * Site-wide and per-page passwords (settings 12): visitors get the lock screen until they enter
 * it. null removes the password. A new password locks out everyone who unlocked with the old one.
 */
export async function registerPasswordRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const now = () => services.clock.now().toISOString();
  const hashOf = async (password: string | null) => (password === null ? null : hashPassword(password));

  app.put("/api/config/site-password", { config: settingsWrite }, async (request, reply) => {
    const website = requireSite(request);
    const { password } = parseInput(passwordBody, request.body ?? {});
    await pagesRepository.setWebsitePassword(services.db, website.id, await hashOf(password), now());
    return reply.code(204).send();
  });

  app.put<{ Params: { id: string } }>("/api/config/pages/:id/password", { config: settingsWrite }, async (request, reply) => {
    const website = requireSite(request);
    const id = idParam(request);
    await requireCollection(services.db, website.id, id);
    const { password } = parseInput(passwordBody, request.body ?? {});
    await pagesRepository.updateCollection(services.db, website.id, id, { passwordHash: await hashOf(password), updatedAt: now() });
    return reply.code(204).send();
  });
}
