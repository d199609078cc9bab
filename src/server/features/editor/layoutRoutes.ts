import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { notFound } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { mayWriteCode } from "../../../domain/access/codeAccess";
import { requireSite, requireViewer } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import { discardDraft, publishLayout, readLayout, saveDraft } from "./layoutService";

const contentRead = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "read" as const } };
const contentWrite = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };

const version = z.number({ message: "Send the draft version you read." }).int().min(0);
const saveBody = z.strictObject({ version, draft: z.unknown() });
const versionBody = z.strictObject({ version });

/** Largest draft body: 60 blocks of generous settings. */
const LAYOUT_BODY_LIMIT = 2 * 1024 * 1024;

type OwnerParams = { Params: { ownerId: string } };

function ownerIdOf(request: FastifyRequest<OwnerParams>): string {
  if (!isId(request.params.ownerId)) throw notFound("No such page.");
  return request.params.ownerId;
}

/**
 * The block editor's routes (content manager 11): read a page's or post's draft, save it with
 * a version check (409 when someone saved first), publish it (bumping the site's version so
 * cached pages drop) and discard it back to the published layout.
 */
export async function registerLayoutRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const now = () => services.clock.now().toISOString();

  app.get<OwnerParams>("/api/config/layouts/:ownerId", { config: contentRead }, async (request) => {
    return readLayout(services.db, requireSite(request).id, ownerIdOf(request), now());
  });

  app.put<OwnerParams>("/api/config/layouts/:ownerId", { config: { ...contentWrite, pagesUnchanged: true }, bodyLimit: LAYOUT_BODY_LIMIT }, async (request) => {
    const body = parseInput(saveBody, request.body ?? {});
    return saveDraft(services.db, requireSite(request).id, ownerIdOf(request), body.version, body.draft, now(), mayWriteCode(requireViewer(request).roles));
  });

  app.post<OwnerParams>("/api/config/layouts/:ownerId/publish", { config: contentWrite }, async (request) => {
    const website = requireSite(request);
    const body = parseInput(versionBody, request.body ?? {});
    const layout = await publishLayout(services.db, website.id, ownerIdOf(request), body.version, now());
    return layout;
  });

  app.post<OwnerParams>("/api/config/layouts/:ownerId/discard", { config: { ...contentWrite, pagesUnchanged: true } }, async (request) => {
    const body = parseInput(versionBody, request.body ?? {});
    return discardDraft(services.db, requireSite(request).id, ownerIdOf(request), body.version, now());
  });
}
