import type { z } from "zod";
import type { Layout } from "../../../blocks/types";
import type { Db } from "../../../db/database";
import type { layoutVersionDetailSchema, layoutVersionListSchema } from "../../../domain/api/layoutHistory";
import { notFound } from "../../../domain/errors";
import { generalSettingsOf } from "../settings/generalSettings";
import type { Website } from "../sites/websiteRecord";
import { compareLayouts, type LayoutComparison } from "./layoutComparison";
import type { EditorLayout, LayoutService } from "./layoutService";
import { layoutVersionsRepository, type LayoutVersionEntry } from "../pages/layoutVersionsRepository";

type VersionList = z.output<typeof layoutVersionListSchema>;
type VersionSummary = VersionList["versions"][number];
type VersionDetail = z.output<typeof layoutVersionDetailSchema>;

/** What a list says about who published: the member, a member whose account is gone, or the schedule. */
function publishedBy(entry: Pick<LayoutVersionEntry, "publishedBy" | "authorName" | "authorEmail">): VersionSummary["publishedBy"] {
  if (entry.authorEmail !== null) return { kind: "member", name: entry.authorName?.trim() || entry.authorEmail, email: entry.authorEmail };
  if (entry.publishedBy !== null) return { kind: "former-member", name: "A former member", email: null };
  return { kind: "schedule", name: "Scheduled publishing", email: null };
}

function summary(entry: LayoutVersionEntry): VersionSummary {
  return { id: entry.id, number: entry.number, publishedAt: entry.publishedAt, publishedBy: publishedBy(entry) };
}

/**
 * A page's or post's history: the versions its publishes kept (written by `layoutPublishing.ts`),
 * one version's layout, what the draft changed since a version, and restoring a version as the
 * draft. Restoring is a draft save: it passes the draft version check and the code right's rule,
 * and never publishes. Built once in buildApp.
 */
export class LayoutHistory {
  constructor(
    private readonly db: Db,
    private readonly layouts: LayoutService,
  ) {}

  /** The versions of a page or post, newest first, and how many the site keeps. */
  async list(website: Website, ownerId: string): Promise<VersionList> {
    await this.layouts.read(website.id, ownerId);
    const entries = await layoutVersionsRepository.list(this.db, website.id, ownerId);
    return { versions: entries.map(summary), kept: generalSettingsOf(website).pageVersionsKept };
  }

  /** One version with its layout. */
  async read(websiteId: string, ownerId: string, versionId: string): Promise<VersionDetail> {
    const row = await this.requireVersion(websiteId, ownerId, versionId);
    // Stored as the layout rules returned it when it was published or imported.
    return { ...summary(row), layout: JSON.parse(row.layoutJson) as Layout };
  }

  /** The layout a version published, for the editing frame's preview; null when there is no such version. */
  async layoutOf(websiteId: string, ownerId: string, versionId: string): Promise<unknown> {
    const row = await layoutVersionsRepository.find(this.db, websiteId, ownerId, versionId);
    return row ? (JSON.parse(row.layoutJson) as unknown) : null;
  }

  /** What the current draft changed since a version. */
  async compare(websiteId: string, ownerId: string, versionId: string): Promise<LayoutComparison & { versionId: string }> {
    const row = await this.requireVersion(websiteId, ownerId, versionId);
    const { draft } = await this.layouts.read(websiteId, ownerId);
    return { versionId: row.id, ...compareLayouts(JSON.parse(row.layoutJson), draft) };
  }

  /** Makes a version the draft (as read at `draftVersion`); a 409 when someone saved meanwhile, a 403 for code blocks without the code right. */
  async restore(websiteId: string, ownerId: string, versionId: string, draftVersion: number, mayWriteCode: boolean): Promise<EditorLayout> {
    const row = await this.requireVersion(websiteId, ownerId, versionId);
    return this.layouts.saveDraft(websiteId, ownerId, draftVersion, JSON.parse(row.layoutJson), mayWriteCode);
  }

  private async requireVersion(websiteId: string, ownerId: string, versionId: string): Promise<LayoutVersionEntry & { layoutJson: string }> {
    const row = await layoutVersionsRepository.find(this.db, websiteId, ownerId, versionId);
    if (!row) throw notFound("No such version of this page.");
    return row;
  }
}
