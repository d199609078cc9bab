import type { Db } from "../../../db/database";
import type { ListPage } from "../../../domain/api/paging";
import { ROLE } from "../../../domain/enumerations/roles";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { isoNow, type Clock } from "../../clock";
import type { BlobStore } from "../media/blobStore";
import type { PeopleService } from "../people/peopleService";
import { identifierTaken, importSite } from "../siteFormat/siteFile";
import { isUniqueViolation } from "../settings/uniqueViolation";
import type { Website } from "../sites/websiteRecord";
import { websitesRepository } from "../sites/websitesRepository";
import { withFreshIds } from "./freshSiteIds";
import { platformSitesRepository, type PlatformSiteRow } from "./platformSitesRepository";
import { SUSPENDED_STATUS } from "./siteAvailability";
import { SITE_TEMPLATES, findTemplate, readTemplateFile } from "./siteTemplates";

/** Who does a platform action: named as the inviter in invitation mails. */
export interface PlatformActor {
  id: string;
  email: string;
}

/** The inviter's name in the mail a new owner gets. */
const PLATFORM_INVITER_NAME = "The platform administrator";

/** Where a site answers, for invitation links: e.g. http://cafe.localhost:3000. */
export type SiteAddress = (identifier: string) => string;

/**
 * The platform's operations on whole sites, shared by the platform home and the `tessera site`
 * commands: list every site (or a page of them), create one from a template (its first owner invited), suspend,
 * restore, delete, and invite an owner. Each change is announced (`announce`) so every node
 * drops the site's cached pages and host lookup.
 */
export class PlatformSites {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly people: PeopleService,
    private readonly blobs: BlobStore,
    private readonly announce: (websiteId: string) => Promise<void>,
  ) {}

  /** A page of the sites, by identifier, found by identifier or title, and how many match. */
  async page(page: ListPage): Promise<{ total: number; sites: PlatformSiteRow[] }> {
    return platformSitesRepository.page(this.db, page);
  }

  /** One site by its identifier, or null. */
  async find(identifier: string): Promise<PlatformSiteRow | null> {
    return platformSitesRepository.find(this.db, identifier);
  }

  /**
   * Creates a site from a template under a new identifier, refused (409, naming the identifier)
   * when another site has it, even when two requests race for it: the database's unique
   * identifier decides. With an owner's email, invites them as the site's admin.
   */
  async create(input: {
    template: string;
    identifier: string;
    ownerEmail: string;
    actor: PlatformActor;
    siteAddress: SiteAddress;
  }): Promise<{ website: Website; invitationLink: string | null }> {
    const template = findTemplate(input.template);
    if (!template) {
      const message = `Choose one of the templates: ${SITE_TEMPLATES.map((t) => t.name).join(", ")}.`;
      throw invalid(message, { template: message });
    }
    const file = JSON.parse(await readTemplateFile(template)) as { website: Record<string, unknown> };
    const { id: _id, createdAt: _created, updatedAt: _updated, ...website } = file.website;
    const text = withFreshIds(JSON.stringify({ ...file, website: { ...website, identifier: input.identifier } }));
    let websiteId: string;
    try {
      websiteId = (await importSite(this.db, this.clock, text, { blobs: this.blobs, createOnly: true })).websiteId;
    } catch (error) {
      if (isUniqueViolation(error)) throw identifierTaken();
      throw error;
    }
    const created = await this.require(input.identifier);
    await this.announce(websiteId);
    const invitationLink = input.ownerEmail ? await this.inviteOwner(input.identifier, input.ownerEmail, input.actor, input.siteAddress) : null;
    return { website: created, invitationLink };
  }

  /** Invites an address as an admin of the site; the mail goes through the outbox, and the link is returned to show. */
  async inviteOwner(identifier: string, email: string, actor: PlatformActor, siteAddress: SiteAddress): Promise<string> {
    const website = await this.require(identifier);
    const { link } = await this.people.invite({
      website,
      inviter: { accountId: actor.id, email: actor.email, displayName: PLATFORM_INVITER_NAME },
      email,
      roleId: ROLE.ADMIN,
      siteBaseUrl: siteAddress(identifier),
    });
    return link;
  }

  /** Suspends a site: visitors get the unavailable answer until it is restored. */
  async suspend(identifier: string): Promise<void> {
    const website = await this.require(identifier);
    await this.db.transaction().execute(async (trx) => {
      if (await platformSitesRepository.findSuspension(trx, website.id)) throw conflict(`The site "${identifier}" is already suspended.`);
      await platformSitesRepository.suspend(trx, { websiteId: website.id, statusBefore: website.status, suspendedAt: isoNow(this.clock) }, SUSPENDED_STATUS);
    });
    await this.announce(website.id);
  }

  /** Restores a suspended site with the status it had before. */
  async restore(identifier: string): Promise<void> {
    const website = await this.require(identifier);
    await this.db.transaction().execute(async (trx) => {
      const suspension = await platformSitesRepository.findSuspension(trx, website.id);
      if (!suspension) throw conflict(`The site "${identifier}" is not suspended.`);
      await platformSitesRepository.restore(trx, website.id, suspension.statusBefore, isoNow(this.clock));
    });
    await this.announce(website.id);
  }

  /** Deletes a site and every row that belongs to it (the database cascades from the website row). */
  async delete(identifier: string): Promise<void> {
    const website = await this.require(identifier);
    await websitesRepository.deleteById(this.db, website.id);
    await this.announce(website.id);
  }

  private async require(identifier: string): Promise<Website> {
    const website = await websitesRepository.findByIdentifier(this.db, identifier);
    if (!website) throw notFound(`No site has the identifier "${identifier}".`);
    return website;
  }
}
