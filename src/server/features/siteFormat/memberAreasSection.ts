import { z } from "zod";
import { MEMBER_AREA_RULES } from "../../../domain/commerce/memberAreaRules";
import { memberAreaInputSchema, memberPlansOfJson } from "../../../domain/commerce/memberAreas";
import { invalid } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { memberAreasRepository } from "../memberAreas/memberAreasRepository";
import { areaRow } from "../memberAreas/memberAreaWrites";
import { pageIdsOf } from "../memberAreas/memberAreaPresenter";
import type { SiteSection } from "./siteSection";
import { assertIdsFree } from "./idsFree";

const siteFileMemberArea = memberAreaInputSchema.extend({
  id: z.string().refine(isId, "must be 24 lowercase hex characters."),
  createdAt: z.iso.datetime().optional(),
  updatedAt: z.iso.datetime().optional(),
});

/** A member area as the site file carries it: the owner's fields (the same schema as the owner API's) with its id. */
type SiteFileMemberArea = z.output<typeof siteFileMemberArea>;

/**
 * The site's member areas (paywall products): name, the member pages each opens (ids of the
 * file's collections), preview length and plans. Memberships are records (`records.memberships`).
 */
export const memberAreasSection: SiteSection<SiteFileMemberArea[]> = {
  key: "memberAreas",
  schema: z.array(siteFileMemberArea).max(100).default([]),

  async check(areas, context, db) {
    const pages = new Set<string>();
    for (const [index, area] of areas.entries()) {
      for (const pageId of area.pageIds) {
        const path = `memberAreas[${index}].pageIds`;
        if (pages.has(pageId)) throw invalid(`${path}: ${MEMBER_AREA_RULES.pageTaken}`, { [path]: MEMBER_AREA_RULES.pageTaken });
        pages.add(pageId);
      }
    }
    await assertIdsFree(
      db,
      "memberAreas",
      context.websiteId,
      areas.map((area, index) => ({ id: area.id, path: `memberAreas[${index}].id` })),
    );
  },

  async exportSection(db, websiteId) {
    return (await memberAreasRepository.listOfSite(db, websiteId)).map((area) => ({
      id: area.id,
      name: area.name,
      pageIds: pageIdsOf(area),
      previewSections: area.previewSections,
      plans: memberPlansOfJson(area.plansJson),
      createdAt: area.createdAt,
      updatedAt: area.updatedAt,
    }));
  },

  async deleteSection(db, websiteId) {
    await db.deleteFrom("memberAreas").where("websiteId", "=", websiteId).execute();
  },

  async importSection(db, context, areas) {
    for (const { id, createdAt, updatedAt, ...input } of areas)
      await memberAreasRepository.insert(db, areaRow(context.websiteId, id, input, createdAt ?? context.now, updatedAt ?? context.now));
  },
};
