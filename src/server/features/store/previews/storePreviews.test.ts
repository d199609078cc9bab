import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachDatabase } from "../../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../../domain/enumerations/roles";
import { newId } from "../../../../domain/ids";
import { systemClock } from "../../../clock";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, signedIn, siteContextOf, type TestServer } from "../../../testing/testServer";
import { AccountsService } from "../../accounts/accountsService";

const PASSWORD = "preview owner password";

/** The page's words without tags, entities read. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Every store mail the preview must show, by kind, with words its real template writes. */
const MAILS: [kind: string, says: string][] = [
  ["order-confirmation", "Thank you for your order from"],
  ["order-fulfilled", "Tracking number: 1Z999AA10123456784"],
  ["gift-card", "Your gift card code: SAMP-2345-CARD-6789"],
  ["review-request", "How do you like what you bought?"],
  ["subscription-renewed", "Your subscription to Coffee Club from"],
  ["subscription-payment-failed", "The card's answer: Your card was declined."],
  ["subscription-cancelled", "did not go through after 4 tries"],
];

describeEachDatabase("owners' previews of the store's mails (301) and of a digital product (210)", (database) => {
  let server: TestServer;
  let ids: TestStoreIds;
  let owner: CookieJar;
  let editor: CookieJar;
  const identifier = `previews-${newId().slice(0, 8)}`;
  const ownerEmail = `owner@${identifier}.example`;
  const editorEmail = `editor@${identifier}.example`;

  beforeAll(async () => {
    ids = newTestStoreIds();
    await seedSite(database(), storeSite(identifier, ids), { email: ownerEmail, password: PASSWORD });
    await new AccountsService(database().db, systemClock).createOwner({
      email: editorEmail,
      password: PASSWORD,
      siteIdentifier: identifier,
      roleId: ROLE.EDITOR,
    });
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, ownerEmail, PASSWORD);
    editor = await signedIn(server, identifier, editorEmail, PASSWORD);
  });
  afterAll(() => server.close());

  const open = (jar: CookieJar, url: string) => jar.send(server, identifier, { method: "GET", url });

  test("the commerce email preview shows every store mail, each made by its real template, to an owner", async () => {
    const page = await open(owner, "/commerce/email-preview");
    expect(page.statusCode).toBe(200);
    expect(siteContextOf(page.body).pageType).toBe(301);
    expect(words(page.body)).toContain("Store mail previews");
    for (const [kind, says] of MAILS) {
      const section = new RegExp(`<section[^>]*data-mail-kind="${kind}"[\\s\\S]*?</section>`).exec(page.body)?.[0];
      expect(section, kind).toBeDefined();
      expect(words(section!), kind).toContain(says);
    }
    const confirmation = new RegExp(`<section[^>]*data-mail-kind="order-confirmation"[\\s\\S]*?</section>`).exec(page.body)![0];
    expect(confirmation).toContain('sandbox="allow-same-origin"');
    expect(confirmation).toContain("srcDoc=");
    expect(words(confirmation)).toContain("House Blend, 12 oz");
  });

  test("the digital product composer preview shows the product's file and its confirmation with the download link", async () => {
    const page = await open(owner, `/commerce/digital-product-preview/${ids.guide}`);
    expect(page.statusCode).toBe(200);
    expect(siteContextOf(page.body).pageType).toBe(210);
    const text = words(page.body);
    expect(text).toContain("Digital product preview");
    expect(text).toContain("Home Brew Guide");
    expect(text).toContain("Open the file this product delivers");
    expect(text).toMatch(/Download Home Brew Guide: http:\/\/[^ ]+\/commerce\/download\//);
    expect((await open(owner, `/commerce/digital-product-preview/${ids.blend}`)).statusCode).toBe(404);
    expect((await open(owner, `/commerce/digital-product-preview/${newId()}`)).statusCode).toBe(404);
  });

  test("visitors are refused both previews, and a member without the store's permissions too", async () => {
    for (const url of ["/commerce/email-preview", `/commerce/digital-product-preview/${ids.guide}`]) {
      const visitor = await new CookieJar().send(server, identifier, { method: "GET", url });
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.body).not.toContain("Thank you for your order");
      const member = await open(editor, url);
      expect(member.statusCode, url).toBe(403);
      expect(member.body).not.toContain("Thank you for your order");
    }
  });
});
