import { z } from "zod";
import { invalid } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { HOST_PATTERN, HOST_RULE_MESSAGE } from "../../../domain/siteSettings/siteIdentity";
import { websitesRepository } from "../sites/websitesRepository";
import type { SiteSection } from "./siteSection";

const domainSchema = z.strictObject({
  id: z.string().refine(isId, "must be 24 lowercase hex characters.").optional(),
  host: z.string().regex(HOST_PATTERN, HOST_RULE_MESSAGE),
  primary: z.boolean().default(false),
  createdAt: z.iso.datetime().optional(),
});

const domainsSchema = z.array(domainSchema).max(50);

/** A custom domain as the site file carries it. */
export type SiteFileDomain = z.infer<typeof domainSchema>;

/** The custom domains of a site: hosts that serve it besides {identifier}.{appDomain}. */
export const domainsSection: SiteSection<SiteFileDomain[]> = {
  key: "domains",
  schema: domainsSchema.default([]),

  async check(domains, context, db) {
    const seen = new Set<string>();
    for (const [index, domain] of domains.entries()) {
      if (seen.has(domain.host)) throw invalid(`domains[${index}].host: is listed twice.`, { [`domains[${index}].host`]: "is listed twice." });
      seen.add(domain.host);
      const owner = await websitesRepository.findByDomain(db, domain.host);
      if (owner && owner.id !== context.websiteId) {
        const path = `domains[${index}].host`;
        throw invalid(`${path}: belongs to another site.`, { [path]: "belongs to another site." });
      }
    }
    if (domains.filter((d) => d.primary).length > 1) throw invalid("domains: only one domain can be primary.", { domains: "only one domain can be primary." });
  },

  async exportSection(db, websiteId) {
    const rows = await websitesRepository.listDomains(db, websiteId);
    return rows.map((r) => ({ id: r.id, host: r.host, primary: r.isPrimary, createdAt: r.createdAt }));
  },

  async deleteSection(db, websiteId) {
    await db.deleteFrom("domains").where("websiteId", "=", websiteId).execute();
  },

  async importSection(db, context, domains) {
    for (const domain of domains) {
      await websitesRepository.insertDomain(db, {
        id: domain.id ?? newId(),
        websiteId: context.websiteId,
        host: domain.host,
        isPrimary: domain.primary,
        createdAt: domain.createdAt ?? context.now,
      });
    }
  },
};
