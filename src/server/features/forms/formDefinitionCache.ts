import type { Db } from "../../../db/database";
import type { FormDefinition } from "../../../domain/forms/formDefinition";
import type { Website } from "../sites/websiteRecord";
import { formsRepository } from "./formsRepository";

/** How long a looked-up definition is trusted without a change notice (as long as the site directory's cache). */
const TTL_MS = 30_000;
/** Most definitions kept; past this the cache starts over. */
const MAX_ENTRIES = 10_000;

/**
 * Form definitions by site and id, kept in memory so a submission needs no read before its
 * write. An entry is dropped when its site changes (the site-change bus, shared across nodes
 * when Redis is configured), when the site's version moves on (an import), or after 30 s.
 */
export class FormDefinitionCache {
  private readonly entries = new Map<string, { form: FormDefinition | null; version: number; expires: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async find(website: Website, formId: string): Promise<FormDefinition | null> {
    const key = `${website.id}:${formId}`;
    const hit = this.entries.get(key);
    if (hit && hit.version === website.version && hit.expires > this.now()) return hit.form;
    const form = await formsRepository.findForm(this.db, website.id, formId);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { form, version: website.version, expires: this.now() + TTL_MS });
    return form;
  }

  dropSite(websiteId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${websiteId}:`)) this.entries.delete(key);
  }
}
