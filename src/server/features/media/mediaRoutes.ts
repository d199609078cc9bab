import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AssetRow } from "../../../db/schema";
import { assetAnswerSchema, assetParamsSchema, assetRoutes, assetUploadSchema, assetsQuerySchema } from "../../../domain/api/media";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { invalid, notFound, payloadTooLarge } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { UPLOAD_LIMITS, formatMegabytes } from "../../../domain/limits/uploadLimits";
import { fileTooLarge } from "../../../domain/messages/formBuilderMessages";
import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { assetsRepository } from "./assetsRepository";
import { findAssetUses } from "./assetUses";
import { assetUrl, PICTURE_NOT_READY } from "./mediaService";

/** Served files never change under their address, so browsers and proxies may keep them a year. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** A width standing in for one not made yet is asked again on each use (its ETag tells when the real one is there). */
const STAND_IN_CACHE = "no-cache";
/**
 * Every served upload is a sandboxed document when opened on its own: no script runs and it
 * shares nothing with the site's origin, even if a check ever missed something.
 */
export const UPLOAD_POLICY = "sandbox; default-src 'none'";
/** SVGs are shown as images only: sandboxed, nothing in them may run or load, their own styles apply. */
const SVG_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/** The Content-Disposition of a served upload: images show in the page, every other file is downloaded, never opened as a page of the site. */
function uploadDisposition(row: Pick<AssetRow, "kind" | "fileName">): string {
  return `${row.kind === "image" ? "inline" : "attachment"}; filename="${row.fileName}"`;
}

/** The fields of an asset the owner's app sees. */
function presentAsset(row: AssetRow) {
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    contentType: row.contentType,
    fileName: row.fileName,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    status: row.status,
    progress: row.progress,
    error: row.error,
    url: assetUrl(row),
    createdAt: row.createdAt,
  };
}

async function readUpload(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw invalid("Send the file as multipart/form-data in a field named file.");
  const part = await request.file({ limits: { fileSize: UPLOAD_LIMITS.maxFileBytes, files: 1 } });
  if (!part) throw invalid("Send the file as multipart/form-data in a field named file.", { file: "Choose a file." });
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw payloadTooLarge(fileTooLarge(part.filename || "file", formatMegabytes(UPLOAD_LIMITS.maxFileBytes)));
    }
    throw invalid(GENERAL_MESSAGES.fileUploadIncomplete);
  }
}

/** The inclusive byte range a `Range: bytes=a-b` header asks for; null when absent, "invalid" when it cannot be met. */
function requestedRange(header: string | undefined, size: number): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  const start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : "invalid";
}

/** When a browser may ask again for a picture whose first width is being made (the smallest is made first, in about a second). */
const PICTURE_RETRY_AFTER_SECONDS = 2;

/** The answer for a picture with metadata none of whose widths is made yet. */
export const PICTURE_BEING_PREPARED = "This picture is still being prepared. Please try again in a moment.";

/** A link under a file's earlier name (renamed or replaced) leads to its current one, so every use shows the file as it is now. */
function redirectToCurrentName(row: AssetRow, request: FastifyRequest, reply: FastifyReply) {
  const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
  return reply.header("Cache-Control", "no-cache").redirect(`${assetUrl(row)}${query}`, 301);
}

async function sendAsset(services: AppServices, request: FastifyRequest, reply: FastifyReply) {
  const website = requireSite(request);
  const { id, name } = request.params as { id: string; name: string };
  const row = isId(id) ? await assetsRepository.find(services.db, website.id, id) : undefined;
  if (!row) throw notFound("This file does not exist.");
  if (row.fileName !== name) return redirectToCurrentName(row, request, reply);
  const query = request.query as Record<string, unknown>;
  const served = await services.media.served(row, query.format, request.headers.accept ?? "");
  if (served === PICTURE_NOT_READY)
    return reply
      .code(503)
      .header("Retry-After", String(PICTURE_RETRY_AFTER_SECONDS))
      .header("Cache-Control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(PICTURE_BEING_PREPARED);
  const size = await services.media.blobs.size(served.key);
  if (size === null) throw notFound("This file does not exist.");
  const etag = `"${served.key.split("/").slice(2).join("-")}"`;
  reply.header("Cache-Control", served.standIn ? STAND_IN_CACHE : IMMUTABLE_CACHE).header("ETag", etag);
  if (served.variesByAccept) reply.header("Vary", "Accept");
  reply.header("Content-Security-Policy", row.format === "svg" ? SVG_POLICY : UPLOAD_POLICY);
  reply.header("Content-Disposition", uploadDisposition(row));
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  reply.type(served.contentType).header("Accept-Ranges", "bytes");
  const range = requestedRange(request.headers.range, size);
  if (range === "invalid") return reply.code(416).header("Content-Range", `bytes */${size}`).send();
  if (range) reply.code(206).header("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
  reply.header("Content-Length", String(range ? range.end - range.start + 1 : size));
  if (request.method === "HEAD") return reply.send();
  return reply.send(services.media.blobs.stream(served.key, range ?? undefined));
}

/**
 * Owner uploads (POST /api/config/assets, multipart field `file`), listing and searching,
 * progress, renaming, replacing, where each file is used, and deletion (refused while used unless confirmed), and the public file links GET /s/{id}/{name}[?format={width}w], with byte ranges
 * (so an uploaded video can be sought).
 */
export async function registerMediaRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  await app.register(async (plain) => {
    await plain.register(fastifyMultipart, { limits: { files: 1, fields: 5, fileSize: UPLOAD_LIMITS.maxFileBytes } });
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.post(
      "/api/config/assets",
      {
        config: { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" } },
        schema: { consumes: ["multipart/form-data"], querystring: assetsQuerySchema, body: assetUploadSchema, response: { 202: assetAnswerSchema } },
      },
      async (request, reply) => {
        const website = requireSite(request);
        const query = request.query;
        const { name, bytes } = await readUpload(request);
        const row = await services.media.upload(website.id, name, bytes, { imagesOnly: query.kind === "image" });
        return reply.code(202).send({ asset: presentAsset(row) });
      },
    );

    scope.post(
      "/api/config/assets/:id/replace",
      {
        config: { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" } },
        schema: {
          consumes: ["multipart/form-data"],
          params: assetParamsSchema,
          querystring: assetsQuerySchema,
          body: assetUploadSchema,
          response: { 202: assetAnswerSchema },
        },
      },
      async (request, reply) => {
        const website = requireSite(request);
        if (!(await assetsRepository.find(services.db, website.id, request.params.id))) throw notFound("This file does not exist.");
        const { name, bytes } = await readUpload(request);
        const row = await services.media.replace(website.id, request.params.id, name, bytes);
        return reply.code(202).send({ asset: presentAsset(row) });
      },
    );
  });

  const read = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "read" as const } };
  const write = { access: { permission: PERMISSION.CONTENT_MANAGER, mode: "write" as const } };

  app.route({
    ...assetRoutes.list,
    config: read,
    handler: async (request) => {
      const website = requireSite(request);
      const query = request.query;
      const filter = { kind: query.kind, name: query.q };
      const page = query.limit ? { offset: query.offset ?? 0, limit: query.limit } : undefined;
      const rows = await assetsRepository.search(services.db, website.id, filter, page);
      const total = page ? await assetsRepository.count(services.db, website.id, filter) : rows.length;
      return { assets: rows.map(presentAsset), total };
    },
  });

  app.route({
    ...assetRoutes.rename,
    config: write,
    handler: async (request) => {
      const website = requireSite(request);
      const row = await services.media.rename(website.id, request.params.id, request.body.fileName);
      return { asset: presentAsset(row) };
    },
  });

  app.route({
    ...assetRoutes.uses,
    config: read,
    handler: async (request) => {
      const website = requireSite(request);
      const { id } = request.params;
      if (!(await assetsRepository.find(services.db, website.id, id))) throw notFound("This file does not exist.");
      return { uses: await findAssetUses(services.db, website.id, id) };
    },
  });

  app.route({
    ...assetRoutes.read,
    config: read,
    handler: async (request) => {
      const website = requireSite(request);
      const row = await assetsRepository.find(services.db, website.id, request.params.id);
      if (!row) throw notFound("This file does not exist.");
      return { asset: presentAsset(row) };
    },
  });

  app.route({
    ...assetRoutes.remove,
    config: write,
    handler: async (request, reply) => {
      const website = requireSite(request);
      await services.media.remove(website.id, request.params.id, request.query.confirmed === "true");
      return reply.code(204).send(null);
    },
  });

  app.get("/s/:id/:name", (request, reply) => sendAsset(services, request, reply));
}
