import type { Db } from "../../../db/database";
import { conflict, notFound } from "../../../domain/errors";
import type { SitePlan, SitePlanChange } from "../../../domain/sitePlan/sitePlanSchema";
import { isoNow, type Clock } from "../../clock";
import { platformSitesRepository } from "./platformSitesRepository";
import { sitePlanRepository, type SitePlanAllowances } from "./sitePlanRepository";

/**
 * A site's plan, for hosts that resell sites: its status and kind (spec 2's enumerations), the
 * kinds the platform administrator lets its owners move to and a note to them. Owners read it
 * on their plan screens; only the platform home changes it, and each change is announced so
 * every node serves the site by its new kind and status.
 */
export class SitePlans {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly announce: (websiteId: string) => Promise<void>,
  ) {}

  /** The plan of a site by its id, as its owners read it: the kinds offered leave out the one it has. */
  async read(websiteId: string): Promise<SitePlan> {
    const site = await sitePlanRepository.statusAndKind(this.db, websiteId);
    if (!site) throw notFound("This site no longer exists.");
    const [allowances, suspension] = await Promise.all([
      sitePlanRepository.allowances(this.db, websiteId),
      platformSitesRepository.findSuspension(this.db, websiteId),
    ]);
    return {
      status: site.status,
      kind: site.kind,
      suspended: suspension !== null,
      kindsOffered: allowances.allowedKinds.filter((kind) => kind !== site.kind),
      note: allowances.note,
    };
  }

  /** What the platform allows the site, for the platform's site screen. */
  async allowances(websiteId: string): Promise<SitePlanAllowances> {
    return sitePlanRepository.allowances(this.db, websiteId);
  }

  /**
   * Changes a site's kind, status and allowances in one transaction. The status of a suspended
   * site is refused (409): restoring it gives back the status it had.
   */
  async change(identifier: string, change: SitePlanChange): Promise<void> {
    const websiteId = await sitePlanRepository.idOf(this.db, identifier);
    if (!websiteId) throw notFound(`No site has the identifier "${identifier}".`);
    const now = isoNow(this.clock);
    const allowedKinds = [...new Set(change.allowedKinds)].sort((a, b) => a - b);
    await this.db.transaction().execute(async (trx) => {
      if (change.status === undefined) await sitePlanRepository.setKind(trx, websiteId, change.kind, now);
      else if (!(await sitePlanRepository.setStatusAndKindUnlessSuspended(trx, websiteId, { status: change.status, kind: change.kind }, now)))
        throw conflict(`The site "${identifier}" is suspended: restore it before changing its status.`);
      await sitePlanRepository.saveAllowances(trx, websiteId, { allowedKinds, note: change.note }, now);
    });
    await this.announce(websiteId);
  }
}
