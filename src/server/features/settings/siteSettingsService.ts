import type { Db } from "../../../db/database";
import type { WebsiteRow } from "../../../db/schema";
import type { Updateable } from "kysely";
import type { z } from "zod";
import type { newSiteDomainSchema, siteDomainSchema } from "../../../domain/api/siteSettings";
import { conflict, DomainError, DOMAIN_ERROR_CODE, invalid, notFound } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { MAX_CUSTOM_DOMAINS, type GeneralSettings } from "../../../domain/siteSettings/siteSettingsSchema";
import { IDENTIFIER_TAKEN_MESSAGE } from "../../../domain/siteSettings/siteIdentity";
import { isoNow, type Clock } from "../../clock";
import type { Website } from "../sites/websiteRecord";
import { websitesRepository } from "../sites/websitesRepository";
import { siteSettingsRepository } from "./siteSettingsRepository";
import { isUniqueViolation } from "./uniqueViolation";

/** Message of a custom domain another site (or this one) already has. */
const DOMAIN_TAKEN_MESSAGE = "This domain is already connected to a site.";

/** A 409 that also names the field, so the screen shows the message under it. */
function taken(field: string, message: string): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.CONFLICT, message, { fieldErrors: { [field]: message } });
}

/**
 * A site's own settings, built once in buildApp: general settings with a unique identifier,
 * custom domains outside the platform's domain (at most MAX_CUSTOM_DOMAINS, each on one site)
 * and the extra settings other screens keep on the website (code injection, languages), all
 * stamped with the time of its clock.
 */
export class SiteSettingsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The platform's own domain; addresses under it cannot be connected as custom domains. */
    private readonly appDomain: string,
  ) {}

  /** The website as stored now (the request's copy may predate a write). */
  async website(websiteId: string): Promise<Website> {
    const website = await websitesRepository.findById(this.db, websiteId);
    if (!website) throw notFound("Not found.");
    return website;
  }

  /** Saves the general settings; another site's identifier is refused under the identifier field. */
  async saveGeneral(websiteId: string, settings: GeneralSettings): Promise<void> {
    if (await siteSettingsRepository.identifierTaken(this.db, settings.identifier, websiteId)) throw taken("identifier", IDENTIFIER_TAKEN_MESSAGE);
    try {
      await siteSettingsRepository.updateGeneral(this.db, websiteId, settings, isoNow(this.clock));
    } catch (error) {
      if (isUniqueViolation(error)) throw taken("identifier", IDENTIFIER_TAKEN_MESSAGE);
      throw error;
    }
  }

  /** Connects a custom domain to the site (primary ones take the mark from the others). */
  async addDomain(websiteId: string, domain: z.output<typeof newSiteDomainSchema>): Promise<z.output<typeof siteDomainSchema>> {
    const appDomain = this.appDomain;
    if (domain.host === appDomain || domain.host.endsWith(`.${appDomain}`)) {
      const message = `Addresses under ${appDomain} belong to the platform; enter a domain you own.`;
      throw invalid(message, { host: message });
    }
    if (await siteSettingsRepository.domainOwner(this.db, domain.host)) throw taken("host", DOMAIN_TAKEN_MESSAGE);
    if ((await siteSettingsRepository.countDomains(this.db, websiteId)) >= MAX_CUSTOM_DOMAINS) {
      throw conflict(`A site can have at most ${MAX_CUSTOM_DOMAINS} custom domains.`);
    }
    const row = { id: newId(), websiteId, host: domain.host, isPrimary: domain.primary, createdAt: isoNow(this.clock) };
    try {
      await siteSettingsRepository.addDomain(this.db, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken("host", DOMAIN_TAKEN_MESSAGE);
      throw error;
    }
    return { id: row.id, host: row.host, isPrimary: row.isPrimary, createdAt: row.createdAt };
  }

  /** Disconnects one of the site's domains; an unknown one is a 404. */
  async removeDomain(websiteId: string, domainId: string): Promise<void> {
    if (!isId(domainId) || !(await siteSettingsRepository.deleteDomain(this.db, websiteId, domainId))) throw notFound("No such domain.");
  }

  /** Writes some of the site's own columns (visitor-facing settings, store settings) and answers the site as saved. */
  async saveColumns(websiteId: string, columns: Updateable<WebsiteRow>): Promise<Website> {
    await siteSettingsRepository.updateColumns(this.db, websiteId, columns, isoNow(this.clock));
    const saved = await websitesRepository.findById(this.db, websiteId);
    if (!saved) throw notFound("No such site.");
    return saved;
  }

  /** Replaces one key of the site's extra settings, leaving the others as they are. */
  async writeExtraSetting(websiteId: string, key: string, value: unknown): Promise<void> {
    await siteSettingsRepository.writeExtraSetting(this.db, websiteId, key, value, isoNow(this.clock));
  }
}
