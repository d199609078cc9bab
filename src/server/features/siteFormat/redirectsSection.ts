import { z } from "zod";
import { invalid } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { COLLECTION_LIMIT_MESSAGES, COLLECTION_LIMITS } from "../../../domain/limits/collectionLimits";
import { redirectInputSchema } from "../../../domain/seo/redirectRules";
import { redirectsRepository } from "../seo/redirectsRepository";
import type { SiteSection } from "./siteSection";

const redirectSchema = z.strictObject({
  id: z.string().refine(isId, "must be 24 lowercase hex characters.").optional(),
  from: z.string(),
  to: z.string(),
  status: z.number(),
  createdAt: z.iso.datetime().optional(),
  updatedAt: z.iso.datetime().optional(),
});

/** A redirect as the site file carries it. */
type SiteFileRedirect = z.infer<typeof redirectSchema>;

/** The owner's redirects, by old path; each is checked by the same rules as the owner API's. */
export const redirectsSection: SiteSection<SiteFileRedirect[]> = {
  key: "redirects",
  schema: z.array(redirectSchema).max(COLLECTION_LIMITS.redirectsPerSite, COLLECTION_LIMIT_MESSAGES.redirectsPerSite).default([]),

  async check(redirects) {
    const seen = new Set<string>();
    for (const [index, redirect] of redirects.entries()) {
      const parsed = redirectInputSchema.safeParse(redirect);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const path = `redirects[${index}].${issue.path.join(".")}`;
        throw invalid(`${path}: ${issue.message}`, { [path]: issue.message });
      }
      if (seen.has(parsed.data.from)) throw invalid(`redirects[${index}].from: is listed twice.`, { [`redirects[${index}].from`]: "is listed twice." });
      seen.add(parsed.data.from);
    }
  },

  async exportSection(db, websiteId) {
    const { redirects } = await redirectsRepository.page(db, websiteId, { search: "", limit: COLLECTION_LIMITS.redirectsPerSite, offset: 0 });
    return redirects.map((r) => ({ id: r.id, from: r.from, to: r.to, status: r.status, createdAt: r.createdAt, updatedAt: r.updatedAt }));
  },

  async deleteSection(db, websiteId) {
    await db.deleteFrom("urlRedirects").where("websiteId", "=", websiteId).execute();
  },

  async importSection(db, context, redirects) {
    for (const redirect of redirects) {
      const rule = redirectInputSchema.parse(redirect);
      await db
        .insertInto("urlRedirects")
        .values({
          id: redirect.id ?? newId(),
          websiteId: context.websiteId,
          fromPath: rule.from,
          toPath: rule.to,
          status: rule.status,
          createdAt: redirect.createdAt ?? context.now,
          updatedAt: redirect.updatedAt ?? context.now,
        })
        .execute();
    }
  },
};
