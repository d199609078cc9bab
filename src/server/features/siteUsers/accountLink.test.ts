import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { onePageSite } from "../../testing/siteFiles";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";

const ACCOUNT_LINK = '<a class="tsr-account-link" href="/account">';

describeEachDatabase("the Account link in the site header", (database) => {
  let server: TestServer;
  const plain = `acl-plain-${newId().slice(0, 6)}`;
  const accounts = `acl-accounts-${newId().slice(0, 6)}`;
  const store = `acl-store-${newId().slice(0, 6)}`;

  beforeAll(async () => {
    await seedSite(database(), onePageSite(plain, []));
    await seedSite(database(), onePageSite(accounts, [], { extraSettings: { customerAccounts: true } }));
    await seedSite(database(), storeSite(store, newTestStoreIds()));
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("shows on every page of a site with a store or with customer accounts on, and not on a site with neither", async () => {
    expect((await server.request(plain, { method: "GET", url: "/" })).body).not.toContain("tsr-account-link");
    const home = (await server.request(accounts, { method: "GET", url: "/" })).body;
    expect(home).toContain(ACCOUNT_LINK);
    expect(home).toContain('<span class="tsr-account-link__text">Account</span>');
    for (const path of ["/", "/shop", "/shop/harbor-blend"]) expect((await server.request(store, { method: "GET", url: path })).body).toContain(ACCOUNT_LINK);
  });

  it("leads a visitor who is not signed in to the sign-in page", async () => {
    const answer = await server.request(accounts, { method: "GET", url: "/account" });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/account/sign-in");
  });
});
