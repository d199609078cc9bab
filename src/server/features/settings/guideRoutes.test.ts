import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@guide.example", password: "owner password 1", roleId: ROLE.ADMIN };
const VIEWER = { email: "viewer@guide.example", password: "viewer password 1", roleId: ROLE.VIEWER };
const EDITOR = { email: "editor@guide.example", password: "editor password 1", roleId: ROLE.EDITOR };
const CREATED = "2026-03-01T10:00:00.000Z";
const LATER = "2026-03-02T10:00:00.000Z";

describeEachDatabase("getting-started guide route", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let websiteId: string;

  const read = (jar: CookieJar | null) =>
    jar ? jar.send(server, "guide", { method: "GET", url: "/api/config/guide" }) : server.request("guide", { method: "GET", url: "/api/config/guide" });
  const doneSteps = async () => {
    const answer = await read(owner);
    expect(answer.statusCode).toBe(200);
    const { steps } = answer.json() as { steps: { id: string; done: boolean }[] };
    return Object.fromEntries(steps.map((step) => [step.id, step.done]));
  };

  beforeAll(async () => {
    websiteId = await seedSite(database(), demoSiteAs("guide"), OWNER);
    await seedSite(database(), demoSiteAs("guide"), VIEWER);
    await seedSite(database(), demoSiteAs("guide"), EDITOR);
    const db = database().db;
    // The site as it was created: its pages published and its products added at creation, nothing since.
    await db.updateTable("websites").set({ createdAt: CREATED }).where("id", "=", websiteId).execute();
    await db.updateTable("blockLayouts").set({ publishedAt: CREATED }).where("websiteId", "=", websiteId).where("publishedAt", "is not", null).execute();
    await db.updateTable("storeProducts").set({ createdAt: CREATED }).where("websiteId", "=", websiteId).execute();
    server = await createTestServer(database());
    owner = await signedIn(server, "guide", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  it("lists a new shop's five first steps, none done, each with the screen where it is done", async () => {
    const answer = await read(owner);
    expect(answer.json()).toEqual({
      steps: [
        { id: "identity", title: "Add your logo or browser tab icon", rule: expect.any(String), done: false, href: "/config/design" },
        { id: "styles", title: "Choose your site's styles", rule: expect.any(String), done: false, href: "/config/design" },
        { id: "publish", title: "Edit and publish a page", rule: expect.any(String), done: false, href: "/config/" },
        { id: "product", title: "Add a product to your shop", rule: expect.any(String), done: false, href: "/config/store" },
        { id: "domain", title: "Connect your domain", rule: expect.any(String), done: false, href: "/config/settings" },
      ],
    });
  });

  it("marks each step done as the site's data changes", async () => {
    const db = database().db;
    const extra = JSON.parse(
      (await db.selectFrom("websites").select("extraSettingsJson").where("id", "=", websiteId).executeTakeFirstOrThrow()).extraSettingsJson,
    );
    await db
      .updateTable("websites")
      .set({ extraSettingsJson: JSON.stringify({ ...extra, siteStyles: { identity: { favicon: "https://cdn.example/icon.png" } } }) })
      .where("id", "=", websiteId)
      .execute();
    expect(await doneSteps()).toEqual({ identity: true, styles: false, publish: false, product: false, domain: false });

    await db
      .updateTable("websites")
      .set({ extraSettingsJson: JSON.stringify({ ...extra, siteStyles: { radius: 4, identity: { favicon: "https://cdn.example/icon.png" } } }) })
      .where("id", "=", websiteId)
      .execute();
    expect(await doneSteps()).toMatchObject({ identity: true, styles: true, publish: false });

    const page = await db
      .selectFrom("blockLayouts")
      .innerJoin("collections", "collections.id", "blockLayouts.ownerId")
      .select("blockLayouts.id")
      .where("blockLayouts.websiteId", "=", websiteId)
      .where("collections.type", "=", 10)
      .executeTakeFirstOrThrow();
    await db.updateTable("blockLayouts").set({ publishedAt: LATER }).where("id", "=", page.id).execute();
    expect(await doneSteps()).toMatchObject({ publish: true, product: false });

    const product = await db.selectFrom("storeProducts").select("id").where("websiteId", "=", websiteId).executeTakeFirstOrThrow();
    await db.updateTable("storeProducts").set({ createdAt: LATER }).where("id", "=", product.id).execute();
    expect(await doneSteps()).toMatchObject({ product: true, domain: false });

    await db.insertInto("domains").values({ id: "guidedomain0000000000001", websiteId, host: "shop-guide.example", isPrimary: 0, createdAt: LATER }).execute();
    expect(await doneSteps()).toEqual({ identity: true, styles: true, publish: true, product: true, domain: true });
  });

  it("answers a viewer, and refuses an editor and a visitor who is not signed in", async () => {
    const viewer = await signedIn(server, "guide", VIEWER.email, VIEWER.password);
    expect((await read(viewer)).statusCode).toBe(200);
    const editor = await signedIn(server, "guide", EDITOR.email, EDITOR.password);
    expect((await read(editor)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
  });
});
