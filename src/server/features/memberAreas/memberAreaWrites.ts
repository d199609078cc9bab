import type { Db } from "../../../db/database";
import type { MemberAreaRow } from "../../../db/memberAreaRows";
import { MEMBER_AREA_RULES } from "../../../domain/commerce/memberAreaRules";
import { type MemberAreaInput } from "../../../domain/commerce/memberAreas";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { invalid } from "../../../domain/errors";
import { contentRepository } from "../content/contentRepository";
import type { Collection } from "../content/contentRecords";
import { pagesRepository } from "../pages/pagesRepository";
import { memberAreasRepository } from "./memberAreasRepository";
import { pageIdsOf } from "./memberAreaPresenter";

/** The site's pages an area may open: its member pages, and its other pages but the home page (the first of the main navigation). */
export async function pagesForAreas(db: Db, websiteId: string): Promise<Collection[]> {
  const collections = await contentRepository.listCollections(db, websiteId);
  const home = collections.filter((c) => c.navigation === NAVIGATION.MAIN).sort((a, b) => a.position - b.position)[0];
  return collections.filter((c) => c.id !== home?.id && c.navigation !== null);
}

/**
 * Checks the pages an area is to open (pages of the site, not its home page, none opened by
 * another area: a page has one offer to join) and moves those not yet in the `_memberareas`
 * navigation into it, after its last page.
 */
export async function placeAreaPages(db: Db, websiteId: string, input: MemberAreaInput, areaId: string | null, updatedAt: string): Promise<void> {
  const pages = await pagesForAreas(db, websiteId);
  const byId = new Map(pages.map((page) => [page.id, page]));
  if (input.pageIds.some((id) => !byId.has(id))) throw invalid(MEMBER_AREA_RULES.pages, { pageIds: MEMBER_AREA_RULES.pages });
  const others = (await memberAreasRepository.listOfSite(db, websiteId)).filter((area) => area.id !== areaId);
  const taken = new Set(others.flatMap(pageIdsOf));
  if (input.pageIds.some((id) => taken.has(id))) throw invalid(MEMBER_AREA_RULES.pageTaken, { pageIds: MEMBER_AREA_RULES.pageTaken });
  const members = pages.filter((page) => page.navigation === NAVIGATION.MEMBER_AREAS).sort((a, b) => a.position - b.position);
  const moving = input.pageIds.filter((id) => byId.get(id)!.navigation !== NAVIGATION.MEMBER_AREAS);
  if (moving.length > 0) await pagesRepository.setPositions(db, websiteId, NAVIGATION.MEMBER_AREAS, [...members.map((page) => page.id), ...moving], updatedAt);
}

/** The stored row of an area as the owner wrote it. */
export function areaRow(websiteId: string, id: string, input: MemberAreaInput, createdAt: string, updatedAt: string): MemberAreaRow {
  return {
    id,
    websiteId,
    name: input.name,
    pageIdsJson: JSON.stringify(input.pageIds),
    previewSections: input.previewSections,
    plansJson: JSON.stringify(input.plans),
    createdAt,
    updatedAt,
  };
}
