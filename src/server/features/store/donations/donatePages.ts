import { donationSchema, donationSettingsSchema, type DonationSettings } from "../../../../blocks/donation/schema";
import { renderableLayout } from "../../../../blocks/renderableLayout";
import { blocksOfLayout } from "../../../../blocks/sections/readingOrder";
import type { Db } from "../../../../db/database";
import { isId } from "../../../../domain/ids";
import { translatedLayout } from "../../../../domain/translations/translatableText";
import type { TranslationFields } from "../../../../domain/translations/translationModel";

/** The translation into a language of the page or post a layout belongs to, none when it has none. */
async function layoutTranslation(db: Db, websiteId: string, ownerId: string, locale: string): Promise<TranslationFields | undefined> {
  const row = await db
    .selectFrom("translations")
    .select("fieldsJson")
    .where("websiteId", "=", websiteId)
    .where("itemKind", "in", ["page", "post"])
    .where("itemId", "=", ownerId)
    .where("locale", "=", locale)
    .executeTakeFirst();
  return row ? (JSON.parse(row.fieldsJson) as TranslationFields) : undefined;
}

/**
 * The settings of the donation block a donate page is named by (`donatePageId` is the block's
 * id), read from the site's published layouts, with its words as the page holding it is
 * translated into `locale` (null for the primary language); null when no published page of the
 * site holds such a block. Block ids are hex, so the id in the pattern holds no wildcard.
 */
export async function findDonatePage(db: Db, websiteId: string, donatePageId: string, locale: string | null): Promise<DonationSettings | null> {
  if (!isId(donatePageId)) return null;
  const layouts = await db
    .selectFrom("blockLayouts")
    .select(["ownerId", "publishedJson"])
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
    const fields = locale === null ? undefined : await layoutTranslation(db, websiteId, row.ownerId, locale);
    const shown = fields ? translatedLayout(stored, fields) : stored;
    const block = blocksOfLayout(renderableLayout(shown).layout).find((b) => b.id === donatePageId && b.type === donationSchema.type);
    if (block) {
      const parsed = donationSettingsSchema.safeParse(block.settings);
      return parsed.success ? parsed.data : null;
    }
  }
  return null;
}
