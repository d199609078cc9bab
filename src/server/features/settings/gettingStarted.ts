import type { Db } from "../../../db/database";
import type { GuideStep } from "../../../domain/api/guide";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { DEFAULT_SITE_STYLES, SITE_STYLES_SETTINGS_KEY, siteStylesSchema } from "../../../domain/siteStyles/siteStylesSchema";

/** The site's styles as chosen, the identity (logo, icon) apart, for comparing with Tessera's defaults. */
function chosenLook(stored: unknown): { identity: { logo: string; favicon: string }; look: string } {
  const parsed = siteStylesSchema.safeParse(stored ?? {});
  const styles = parsed.success ? parsed.data : DEFAULT_SITE_STYLES;
  const { identity, ...look } = styles;
  return { identity: { logo: identity.logo, favicon: identity.favicon }, look: JSON.stringify(look) };
}

const DEFAULT_LOOK = chosenLook({}).look;

/**
 * The getting-started guide's steps for a site, each done or not by one plain rule on the
 * site's own rows (docs/configuration-area.md, "The getting-started guide"). The product step
 * is listed only for a site with a shop.
 */
export async function gettingStartedSteps(db: Db, websiteId: string): Promise<GuideStep[]> {
  const site = await db.selectFrom("websites").select(["createdAt", "extraSettingsJson"]).where("id", "=", websiteId).executeTakeFirstOrThrow();
  const extra = JSON.parse(site.extraSettingsJson) as Record<string, unknown>;
  const { identity, look } = chosenLook(extra[SITE_STYLES_SETTINGS_KEY]);
  const published = await db
    .selectFrom("blockLayouts")
    .innerJoin("collections", "collections.id", "blockLayouts.ownerId")
    .select("blockLayouts.id")
    .where("blockLayouts.websiteId", "=", websiteId)
    .where("collections.type", "=", COLLECTION_TYPE.PAGE)
    .where("blockLayouts.publishedAt", ">", site.createdAt)
    .executeTakeFirst();
  const shop = await db
    .selectFrom("collections")
    .select("id")
    .where("websiteId", "=", websiteId)
    .where("type", "=", COLLECTION_TYPE.PRODUCTS)
    .executeTakeFirst();
  const product = shop
    ? await db.selectFrom("storeProducts").select("id").where("websiteId", "=", websiteId).where("createdAt", ">", site.createdAt).executeTakeFirst()
    : undefined;
  const domain = await db.selectFrom("domains").select("id").where("websiteId", "=", websiteId).executeTakeFirst();
  const steps: GuideStep[] = [
    {
      id: "identity",
      title: "Add your logo or browser tab icon",
      rule: "Done when the site has a logo or a browser tab icon.",
      done: identity.logo !== "" || identity.favicon !== "",
      href: "/config/design",
    },
    {
      id: "styles",
      title: "Choose your site's styles",
      rule: "Done when the site's fonts, colours or layout differ from Tessera's defaults.",
      done: look !== DEFAULT_LOOK,
      href: "/config/design",
    },
    {
      id: "publish",
      title: "Edit and publish a page",
      rule: "Done when a page was published after the site was created.",
      done: published !== undefined,
      href: "/config/",
    },
  ];
  if (shop) {
    steps.push({
      id: "product",
      title: "Add a product to your shop",
      rule: "Done when a product was added after the site was created.",
      done: product !== undefined,
      href: "/config/store",
    });
  }
  steps.push({
    id: "domain",
    title: "Connect your domain",
    rule: "Done when a custom domain is connected to the site.",
    done: domain !== undefined,
    href: "/config/settings",
  });
  return steps;
}
