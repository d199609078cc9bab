import type { Db } from "../../../db/database";
import { parseSection } from "../../../blocks/sections/sectionCheck";
import { isSharedPlacement, type PageSection } from "../../../blocks/sections/sectionModel";
import { countPageBlocks } from "../../../blocks/sections/sharedSections";
import { invalid } from "../../../domain/errors";
import { CONTENT_LIMITS } from "../../../domain/limits/commerceLimits";
import { LIBRARY_MESSAGES } from "./libraryMessages";
import { sectionLibraryRepository } from "./sectionLibraryRepository";

/**
 * Refuses a page's sections that would show more than 60 blocks (spec 2 §9), its own blocks and
 * each placed shared section's (its draft, what the editor shows) counted once. `override`
 * gives a shared section's new block count before it is saved. `pageName` says which page in
 * the refusal ("This page", or a page's title).
 */
export async function assertPageBlockLimit(
  db: Db,
  websiteId: string,
  sections: readonly PageSection[],
  pageName: string,
  override?: { id: string; count: number },
): Promise<void> {
  if (!sections.some(isSharedPlacement)) return;
  const drafts = await sectionLibraryRepository.draftShared(db, websiteId);
  const count = (id: string) => (id === override?.id ? override.count : drafts.has(id) ? parseSection(drafts.get(id)).blocks.length : 0);
  const max = CONTENT_LIMITS.maxBlocksPerLayout;
  if (countPageBlocks(sections, count) > max) throw invalid(LIBRARY_MESSAGES.tooManyBlocks(pageName, max));
}
