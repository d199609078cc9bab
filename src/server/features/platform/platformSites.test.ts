import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { tablesWithColumn } from "../../../db/testing/tablesWithColumn";
import { ROLE } from "../../../domain/enumerations/roles";
import { WEBSITE_KIND } from "../../../domain/enumerations/websiteKind";
import { WEBSITE_STATUS } from "../../../domain/enumerations/websiteStatus";
import { systemClock } from "../../clock";
import { AccountsService } from "../accounts/accountsService";
import { MailService } from "../mail/mailService";
import { blobStoreIn } from "../media/blobStore";
import { PeopleService } from "../people/peopleService";
import { websitesRepository } from "../sites/websitesRepository";
import { PlatformSites } from "./platformSites";

const ACTOR = { id: "0123456789abcdef01234567", email: "admin@platform.example" };
const siteAddress = (identifier: string) => `http://${identifier}.tessera.test`;

describeOnEveryEngine("the platform's sites", (database) => {
  let dataDir: string;
  let sites: PlatformSites;
  const announced: string[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "tessera-platform-"));
    const db = database().db;
    const mail = new MailService(db, systemClock, null, "Tessera <no-reply@tessera.test>");
    sites = new PlatformSites(db, systemClock, new PeopleService(db, systemClock, mail), blobStoreIn(dataDir), async (websiteId) => {
      announced.push(websiteId);
    });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates a site from a template and invites its first owner, with the mail in the outbox and the link to show", async () => {
    const { website, invitationLink } = await sites.create({
      template: "cafe",
      identifier: "corner",
      ownerEmail: "owner@corner.example",
      actor: ACTOR,
      siteAddress,
    });
    expect(website).toMatchObject({ identifier: "corner", title: "The Copper Kettle", websiteType: WEBSITE_KIND.CLASSIC, status: WEBSITE_STATUS.PAID });
    expect(invitationLink).toMatch(/^http:\/\/corner\.tessera\.test\/config\/invitation\/[A-Za-z0-9_-]{43}$/);
    const mail = await database().db.selectFrom("mailOutbox").selectAll().where("websiteId", "=", website.id).execute();
    expect(mail.map((m) => [m.toAddress, m.subject])).toEqual([["owner@corner.example", "You are invited to The Copper Kettle"]]);
    expect(mail[0]!.textBody).toContain(invitationLink!);
    expect(mail[0]!.textBody).toContain("The platform administrator invited you to join The Copper Kettle as Admin.");
    expect(announced).toContain(website.id);
    const listed = await sites.find("corner");
    expect(listed).toMatchObject({ title: "The Copper Kettle", websiteType: 1, status: 8, suspended: false });
  });

  it("refuses an identifier another site has, and an unknown template, naming the field", async () => {
    await expect(sites.create({ template: "portfolio", identifier: "corner", ownerEmail: "", actor: ACTOR, siteAddress })).rejects.toMatchObject({
      code: "conflict",
      fieldErrors: { identifier: "Another site already uses this identifier." },
    });
    await expect(sites.create({ template: "bakery", identifier: "bakery", ownerEmail: "", actor: ACTOR, siteAddress })).rejects.toMatchObject({
      code: "invalid",
      fieldErrors: { template: "Choose one of the templates: cafe, portfolio, restaurant, newsletter." },
    });
  });

  it("lets only one of two creations of the same identifier at once win, the database deciding", async () => {
    const results = await Promise.allSettled([
      sites.create({ template: "restaurant", identifier: "twins", ownerEmail: "", actor: ACTOR, siteAddress }),
      sites.create({ template: "newsletter", identifier: "twins", ownerEmail: "", actor: ACTOR, siteAddress }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((result) => result.status === "rejected");
    expect(lost?.reason).toMatchObject({ code: "conflict", message: "Another site already uses this identifier." });
    expect((await sites.page({ search: "twins", limit: 50, offset: 0 })).total).toBe(1);
  });

  it("suspends a site as removed and restores the status it had, refusing to repeat either", async () => {
    await sites.suspend("corner");
    expect((await websitesRepository.findByIdentifier(database().db, "corner"))?.status).toBe(WEBSITE_STATUS.REMOVED);
    expect((await sites.find("corner"))?.suspended).toBe(true);
    await expect(sites.suspend("corner")).rejects.toMatchObject({ code: "conflict", message: 'The site "corner" is already suspended.' });
    await sites.restore("corner");
    expect((await websitesRepository.findByIdentifier(database().db, "corner"))?.status).toBe(WEBSITE_STATUS.PAID);
    await expect(sites.restore("corner")).rejects.toMatchObject({ code: "conflict", message: 'The site "corner" is not suspended.' });
    await expect(sites.suspend("nowhere")).rejects.toMatchObject({ code: "not_found", message: 'No site has the identifier "nowhere".' });
  });

  it("deletes a site with every row of every table that holds a website id, leaving other sites whole", async () => {
    const db = database().db;
    const doomed = (await websitesRepository.findByIdentifier(db, "corner"))!;
    const other = (await websitesRepository.findByIdentifier(db, "twins"))!;
    const accounts = new AccountsService(db, systemClock);
    const { accountId } = await accounts.createOwner({
      email: "member@corner.example",
      password: "member password 1",
      siteIdentifier: "corner",
      roleId: ROLE.ADMIN,
    });
    await accounts.openSession(accountId, doomed.id);
    await sites.suspend("corner");

    const tables = await tablesWithColumn(database(), "website_id");
    expect(tables).toEqual(
      expect.arrayContaining([
        "collections",
        "items",
        "block_layouts",
        "store_products",
        "forms",
        "invitations",
        "mail_outbox",
        "sessions",
        "website_roles",
        "site_suspensions",
      ]),
    );
    const rowsOf = async (websiteId: string) => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where website_id = ${websiteId}`.execute(db);
        const n = Number(row.rows[0]?.n ?? 0);
        if (n > 0) counts[table] = n;
      }
      return counts;
    };
    expect(Object.keys(await rowsOf(doomed.id))).toEqual(
      expect.arrayContaining(["collections", "store_products", "invitations", "sessions", "website_roles", "site_suspensions"]),
    );
    const othersBefore = await rowsOf(other.id);

    await sites.delete("corner");
    expect(await websitesRepository.findById(db, doomed.id)).toBeNull();
    expect(await rowsOf(doomed.id)).toEqual({});
    expect(await rowsOf(other.id)).toEqual(othersBefore);
    expect(announced.at(-1)).toBe(doomed.id);
    await expect(sites.delete("corner")).rejects.toMatchObject({ code: "not_found" });
  });
});
