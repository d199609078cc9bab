import type { z } from "zod";
import type { Db } from "../../../db/database";
import type { assetUseSchema } from "../../../domain/api/media";

/** One place a file is used, as the media library's "Used in" lists it. */
export type AssetUse = z.output<typeof assetUseSchema>;

/** The pattern every stored mention of an asset's file link matches: `/s/{id}/` (ids are hex, so nothing in it is a wildcard). */
function linkPattern(assetId: string): string {
  return `%/s/${assetId}/%`;
}

/**
 * Every place of a site that links to an asset: page and post layouts (draft or published: block
 * settings and section backgrounds alike), products (any of their pictures or the file they deliver),
 * saved sections and the site's own settings. Finding the file link in the stored text is what
 * rendering would find, so nothing that shows the file is missed.
 */
export async function findAssetUses(db: Db, websiteId: string, assetId: string): Promise<AssetUse[]> {
  const pattern = linkPattern(assetId);
  const layouts = await db
    .selectFrom("blockLayouts")
    .select("ownerId")
    .where("websiteId", "=", websiteId)
    .where((eb) => eb.or([eb("draftJson", "like", pattern), eb("publishedJson", "like", pattern)]))
    .execute();
  const ownerIds = layouts.map((layout) => layout.ownerId);
  const pages = ownerIds.length
    ? await db.selectFrom("collections").select(["id", "title"]).where("websiteId", "=", websiteId).where("id", "in", ownerIds).orderBy("title").execute()
    : [];
  const posts = ownerIds.length
    ? await db.selectFrom("items").select(["id", "title"]).where("websiteId", "=", websiteId).where("id", "in", ownerIds).orderBy("title").execute()
    : [];
  const products = await db
    .selectFrom("storeProducts")
    .select(["id", "name"])
    .where("websiteId", "=", websiteId)
    .where((eb) => eb.or([eb("imageUrl", "like", pattern), eb("picturesJson", "like", pattern), eb("downloadPath", "like", pattern)]))
    .orderBy("name")
    .execute();
  const sections = await db
    .selectFrom("sectionLibrary")
    .select(["id", "name"])
    .where("websiteId", "=", websiteId)
    .where((eb) => eb.or([eb("draftJson", "like", pattern), eb("publishedJson", "like", pattern)]))
    .orderBy("name")
    .execute();
  const settings = await db
    .selectFrom("websites")
    .select("id")
    .where("id", "=", websiteId)
    .where((eb) =>
      eb.or(
        (["storeSettingsJson", "popupOverlaySettingsJson", "mobileInfoBarSettingsJson", "cookieSettingsJson", "extraSettingsJson"] as const).map((column) =>
          eb(column, "like", pattern),
        ),
      ),
    )
    .executeTakeFirst();
  return [
    ...pages.map((page): AssetUse => ({ kind: "page", id: page.id, title: page.title })),
    ...posts.map((post): AssetUse => ({ kind: "post", id: post.id, title: post.title })),
    ...products.map((product): AssetUse => ({ kind: "product", id: product.id, title: product.name })),
    ...sections.map((section): AssetUse => ({ kind: "section", id: section.id, title: section.name })),
    ...(settings ? [{ kind: "settings" as const, id: websiteId, title: "Site settings" }] : []),
  ];
}

/** The refusal of deleting a file still in use, naming where it is used. */
export function assetInUse(fileName: string, uses: readonly AssetUse[]): string {
  const places = uses.map((use) => use.title).join(", ");
  const count = uses.length === 1 ? "1 place" : `${uses.length} places`;
  return `${fileName} is used in ${count}: ${places}. Remove it there first, or confirm to delete it anyway.`;
}
