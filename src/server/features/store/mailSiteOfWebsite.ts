import type { Db } from "../../../db/database";
import { mailLookOfSite, type MailSite } from "./mailLook";

/** The name and look a site's store mails carry, read from its website row (an unknown site has no name and Tessera's look). */
export async function mailSiteOfWebsite(db: Db, websiteId: string): Promise<MailSite> {
  const site = await db.selectFrom("websites").select(["title", "extraSettingsJson"]).where("id", "=", websiteId).executeTakeFirst();
  return { title: site?.title ?? "", look: mailLookOfSite(site?.extraSettingsJson ?? "{}") };
}
