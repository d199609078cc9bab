import { createHash } from "node:crypto";
import { z } from "zod";
import { isDomainError, invalid } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { COLLECTION_LIMIT_MESSAGES, COLLECTION_LIMITS } from "../../../domain/limits/collectionLimits";
import type { SiteSection } from "./siteSection";
import { assetsRepository } from "../media/assetsRepository";
import { originalKey } from "../media/blobStore";
import { newAssetRow } from "../media/mediaService";
import { inspectUpload, type InspectedUpload } from "../media/uploadInspection";

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const assetSchema = z.strictObject({
  id: z.string().refine(isId, "must be 24 lowercase hex characters.").optional(),
  fileName: z.string().min(1, "must not be empty.").max(200),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "must be 64 lowercase hex characters (the SHA-256 of the bytes)."),
  createdAt: z.iso.datetime().optional(),
  data: z.string().regex(BASE64, "must be the file's bytes in base64."),
});

/** An uploaded file as the site file carries it: its name, hash and bytes (base64). */
export type SiteFileAsset = z.infer<typeof assetSchema>;

function fail(path: string, message: string): never {
  throw invalid(`${path}: ${message}`, { [path]: message });
}

/** What prepare() learnt of each entry, so import does not inspect the bytes twice. */
const inspections = new WeakMap<SiteFileAsset, InspectedUpload>();

/**
 * Uploaded files and images. Each entry carries the original bytes in base64 and their
 * SHA-256; import checks them with the same rules as an upload (before its transaction, storing
 * the bytes by hash) and the server makes the image widths again in the background. Export is deterministic (oldest first, then by id).
 */
export const assetsSection: SiteSection<SiteFileAsset[]> = {
  key: "assets",
  schema: z.array(assetSchema).max(COLLECTION_LIMITS.filesPerSite, COLLECTION_LIMIT_MESSAGES.filesPerSite).default([]),

  async prepare(assets, blobs) {
    const seen = new Set<string>();
    for (const [index, asset] of assets.entries()) {
      const path = `assets[${index}]`;
      if (asset.id && seen.has(asset.id)) fail(`${path}.id`, "is listed twice.");
      if (asset.id) seen.add(asset.id);
      const bytes = Buffer.from(asset.data, "base64");
      if (createHash("sha256").update(bytes).digest("hex") !== asset.sha256) fail(`${path}.data`, "does not match its sha256.");
      try {
        inspections.set(asset, await inspectUpload(asset.fileName, bytes));
      } catch (error) {
        if (isDomainError(error)) fail(`${path}.data`, error.message);
        throw error;
      }
    }
    if (assets.length > 0 && !blobs) fail("assets", "this import has no file store to write the files to.");
    for (const asset of assets) await blobs!.put(originalKey(asset.sha256), Buffer.from(asset.data, "base64"));
  },

  async check(assets, context, db) {
    const ids = assets.flatMap((a) => (a.id ? [a.id] : []));
    const taken = await assetsRepository.idsOfOtherSites(db, context.websiteId, ids);
    if (taken[0]) fail(`assets[${assets.findIndex((a) => a.id === taken[0]!.id)}].id`, "this id is already used by another site.");
  },

  async exportSection(db, websiteId, blobs) {
    const rows = await assetsRepository.list(db, websiteId);
    const result: SiteFileAsset[] = [];
    for (const row of rows) {
      const bytes = blobs ? await blobs.get(originalKey(row.sha256)) : null;
      if (!bytes) throw new Error(`The bytes of asset ${row.id} (${row.fileName}) are missing from the file store.`);
      result.push({ id: row.id, fileName: row.fileName, sha256: row.sha256, createdAt: row.createdAt, data: bytes.toString("base64") });
    }
    return result;
  },

  async deleteSection(db, websiteId) {
    await db.deleteFrom("assets").where("websiteId", "=", websiteId).execute();
  },

  async importSection(db, context, assets) {
    for (const asset of assets) {
      const inspected = inspections.get(asset) ?? (await inspectUpload(asset.fileName, Buffer.from(asset.data, "base64")));
      const row = newAssetRow(context.websiteId, inspected, asset.createdAt ?? context.now, asset.id ?? newId());
      await assetsRepository.insert(db, { ...row, updatedAt: context.now });
    }
  },
};
