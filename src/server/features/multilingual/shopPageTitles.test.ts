import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { bigShop } from "../store/testing/bigShop";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { translationsRepository } from "./translationsRepository";

describeEachDatabase("a shop's list pages in another language", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    const websiteId = await seedSite(database(), bigShop());
    const fields = { listPageTitle: "{title} (page {page})" };
    const write = { kind: "store" as const, itemId: STORE_TEXTS_ITEM, locale: "fr-FR", fields, source: fields, state: "translated" as const };
    await translationsRepository.save(database().db, websiteId, write, "2026-01-01T00:00:00.000Z");
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const get = (url: string) => server.request("shelves", { method: "GET", url });

  it("titles the pages after the first in the page's language, as the owner translated the store's words", async () => {
    expect((await get("/fr/shop/page/2")).body).toContain("<title>Shop (page 2) — ");
    expect((await get("/fr/shop/category/coffee/page/2")).body).toContain("<title>Coffee (page 2) — Shop — ");
    expect((await get("/fr/shop/category/coffee")).body).toContain("<title>Coffee — Shop — ");
    expect((await get("/shop/category/coffee/page/2")).body).toContain("<title>Coffee, page 2 — Shop — Demo shelves</title>");
  });
});
