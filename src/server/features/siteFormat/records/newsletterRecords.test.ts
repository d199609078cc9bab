import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../../../db/database";
import { everyTestDatabaseKind } from "../../../../db/testing/testDatabases";
import { newId } from "../../../../domain/ids";
import { systemClock } from "../../../clock";
import { onePageSite } from "../../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../../testing/testServer";
import { recipientsRepository } from "../../campaigns/recipientsRepository";
import { exportSite, importSite } from "../siteFile";
import { recordsAlreadyThereMessage } from "./siteRecords";

const OWNER = { email: "owner@news-records.example", password: "owner password 1" };
const heading = { id: "aaaaaaaaaaaaaaaaaaaaaa01", type: "heading", settings: { text: "News", level: 1 } };
const FORM_ID = "bbbbbbbbbbbbbbbbbbbbbb01";

type NewsletterTable = "newsletterGroups" | "newsletterGroupMembers" | "newsletterCampaigns" | "newsletterCampaignRecipients" | "newsletterSuppressions";
const TABLES: NewsletterTable[] = [
  "newsletterGroups",
  "newsletterGroupMembers",
  "newsletterCampaigns",
  "newsletterCampaignRecipients",
  "newsletterSuppressions",
];

async function newsletterCounts(database: AppDatabase, websiteId: string): Promise<Record<NewsletterTable, number>> {
  const counts = {} as Record<NewsletterTable, number>;
  for (const table of TABLES) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("websiteId", "=", websiteId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

for (const kind of everyTestDatabaseKind()) {
  describe(`site export --with-records carries the newsletter's groups, campaigns, suppressions and settings [${kind.name}]`, () => {
    const opened: AppDatabase[] = [];
    let server: TestServer;
    let owner: CookieJar;
    let withRecords = "";
    const identifier = `news-${newId().slice(0, 8)}`;

    async function freshPlatform(): Promise<AppDatabase> {
      const database = await kind.open();
      opened.push(database);
      return database;
    }
    const send = (method: "PUT" | "POST", url: string, body?: unknown) =>
      owner.send(server, identifier, {
        method,
        url,
        headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });

    beforeAll(async () => {
      const source = await freshPlatform();
      const subscriber = (name: string) => ({ id: newId(), formId: FORM_ID, email: `${name}@Readers.example`, name });
      const subscribers = [subscriber("ana"), subscriber("ben"), subscriber("cleo")];
      const site = { ...JSON.parse(onePageSite(identifier, [heading])), newsletterSubscribers: subscribers };
      await seedSite(source, JSON.stringify(site), OWNER);
      server = await createTestServer(source);
      owner = await signedIn(server, identifier, OWNER.email, OWNER.password);

      const group = (await send("POST", "/api/config/newsletter/groups", { name: "Regulars" })).json();
      await send("POST", "/api/config/newsletter/groups", { name: "Nobody yet" });
      await send("PUT", `/api/config/newsletter/groups/${group.id}/members`, { subscriberIds: subscribers.map((s) => s.id) });
      await send("POST", "/api/config/newsletter/suppressions", { email: "cleo@readers.example", reason: "complaint" });
      await send("PUT", "/api/config/newsletter/settings", { replyTo: "hello@news.example", postalAddress: "3 Mill Lane" });
      await send("POST", "/api/config/newsletter/settings/webhook-secret");
      const blocks = [
        { type: "text", text: "Harvest is in." },
        { type: "button", label: "Order", url: "/shop" },
      ];
      const campaign = (await send("POST", "/api/config/newsletter/campaigns", { subject: "Harvest", preheader: "Apples", blocks, groupId: group.id })).json();
      await send("POST", `/api/config/newsletter/campaigns/${campaign.id}/send`, {});
      await server.services.campaignSender.runOnce();
      const ana = await source.db
        .selectFrom("newsletterCampaignRecipients")
        .select("id")
        .where("emailKey", "=", "ana@readers.example")
        .executeTakeFirstOrThrow();
      await recipientsRepository.recordClick(source.db, ana.id, "2026-11-05T10:00:00.000Z");
      await send("POST", "/api/config/newsletter/campaigns", { subject: "Winter", blocks: [] });
      withRecords = await exportSite(source.db, identifier, { withRecords: true });
    });

    afterAll(async () => {
      await server?.close();
      for (const database of opened) await database.close();
    });

    it("moves them to a fresh platform with their members, recipients and counts, and exports the same bytes again", async () => {
      const records = JSON.parse(withRecords).records;
      expect(records.newsletterGroups.map((g: { name: string; members: string[] }) => [g.name, g.members])).toEqual([
        ["Nobody yet", []],
        ["Regulars", ["ana@Readers.example", "ben@Readers.example", "cleo@Readers.example"]],
      ]);
      expect(records.newsletterCampaigns.map((c: { subject: string; state: string }) => [c.subject, c.state])).toEqual([
        ["Harvest", "sent"],
        ["Winter", "draft"],
      ]);
      expect(records.newsletterSuppressions).toMatchObject([{ email: "cleo@readers.example", reason: "complaint" }]);
      expect(records.newsletterSettings).toEqual({ replyTo: "hello@news.example", postalAddress: "3 Mill Lane", updatedAt: expect.any(String) });

      const target = await freshPlatform();
      const { websiteId } = await importSite(target.db, systemClock, withRecords);
      expect(await newsletterCounts(target, websiteId)).toEqual({
        newsletterGroups: 2,
        newsletterGroupMembers: 3,
        newsletterCampaigns: 2,
        newsletterCampaignRecipients: 3,
        newsletterSuppressions: 1,
      });
      const harvest = records.newsletterCampaigns[0];
      expect((await recipientsRepository.counts(target.db, [harvest.id])).get(harvest.id)).toEqual({
        recipients: 3,
        sent: 2,
        suppressed: 1,
        opened: 1,
        clicked: 1,
        clicks: 1,
      });
      expect(await exportSite(target.db, identifier, { withRecords: true })).toBe(withRecords);
      const settings = await target.db.selectFrom("newsletterSettings").selectAll().where("websiteId", "=", websiteId).executeTakeFirstOrThrow();
      expect([settings.replyTo, settings.webhookSecretHash]).toEqual(["hello@news.example", null]);

      await expect(importSite(target.db, systemClock, withRecords)).rejects.toThrow(recordsAlreadyThereMessage(identifier));
      expect(await newsletterCounts(target, websiteId)).toMatchObject({ newsletterCampaigns: 2, newsletterCampaignRecipients: 3 });
    });

    it("refuses a campaign whose group the file does not carry, and ids another site holds, writing nothing", async () => {
      const target = await freshPlatform();
      const file = JSON.parse(withRecords);
      file.records.newsletterCampaigns[1].groupId = newId();
      await expect(importSite(target.db, systemClock, JSON.stringify(file))).rejects.toThrow(
        "records.newsletterCampaigns[1].groupId: is not one of the file's newsletter groups.",
      );
      expect(await target.db.selectFrom("websites").select("id").executeTakeFirst()).toBeUndefined();

      await importSite(target.db, systemClock, withRecords);
      const copy = JSON.parse(withRecords);
      const onlyRecords = {
        format: copy.format,
        version: copy.version,
        website: { identifier: "copy", title: "Copy" },
        records: { newsletterGroups: copy.records.newsletterGroups },
      };
      await expect(importSite(target.db, systemClock, JSON.stringify(onlyRecords))).rejects.toThrow(
        "records.newsletterGroups[0].id: this id is already used by another site.",
      );
    });
  });
}
