import { donationSchema, donationSettingsSchema, type DonationSettings } from "../../../../blocks/donation/schema";
import { renderableLayout } from "../../../../blocks/renderableLayout";
import { blocksOfLayout } from "../../../../blocks/sections/readingOrder";
import type { Db } from "../../../../db/database";
import { isId } from "../../../../domain/ids";

/**
 * The settings of the donation block a donate page is named by (`donatePageId` is the block's
 * id), read from the site's published layouts; null when no published page of the site holds
 * such a block. Block ids are hex, so the id in the pattern holds no wildcard.
 */
export async function findDonatePage(db: Db, websiteId: string, donatePageId: string): Promise<DonationSettings | null> {
  if (!isId(donatePageId)) return null;
  const layouts = await db
    .selectFrom("blockLayouts")
    .select("publishedJson")
    .where("websiteId", "=", websiteId)
    .where("publishedJson", "like", `%${donatePageId}%`)
    .execute();
  for (const row of layouts) {
    let stored: unknown;
    try {
      stored = JSON.parse(row.publishedJson!);
    } catch {
      continue;
    }
    const block = blocksOfLayout(renderableLayout(stored).layout).find((b) => b.id === donatePageId && b.type === donationSchema.type);
    if (block) {
      const parsed = donationSettingsSchema.safeParse(block.settings);
      return parsed.success ? parsed.data : null;
    }
  }
  return null;
}
