import { afterAll, beforeAll, expect, test } from "vitest";
import type { Db } from "../../../db/database";
import type { AssetRow, CollectionRow, FormRow, ItemRow, StoreProductRow, StoreVariantRow } from "../../../db/schema";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { DomainError } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { COLLECTION_LIMITS } from "../../../domain/limits/collectionLimits";
import { systemClock } from "../../clock";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { multipartUpload } from "../media/testing";
import { exportSite, importSite } from "./siteFile";

const PASSWORD = "collection limits password";
const STAMP = "2026-01-05T10:00:00.000Z";
const BATCH = 500;

/** Writes rows in batches, as a bulk load does: the limits are reached without thousands of requests. */
async function inBatches<R>(rows: R[], write: (batch: R[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await write(rows.slice(start, start + BATCH));
}

async function bulkProducts(db: Db, websiteId: string, shopId: string, count: number): Promise<void> {
  const products: StoreProductRow[] = [];
  const variants: StoreVariantRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = newId();
    products.push({
      id,
      websiteId,
      collectionId: shopId,
      productType: 3,
      name: `Cupping ${i}`,
      urlSlug: `cupping-${i}`,
      description: "",
      imageUrl: "",
      picturesJson: "[]",
      visible: 0,
      position: 10 + i,
      downloadPath: "",
      categoriesJson: "[]",
      seoJson: "{}",
      createdAt: STAMP,
      updatedAt: STAMP,
    });
    variants.push({
      id: newId(),
      websiteId,
      productId: id,
      sku: `CUP-${i}`,
      priceCents: 1000,
      salePriceCents: 0,
      onSale: 0,
      qtyInStock: 0,
      unlimited: 1,
      optionsJson: "[]",
      measuresJson: JSON.stringify({ weight: 0, length: 0, width: 0, height: 0 }),
      position: 0,
    });
  }
  await inBatches(products, (batch) => db.insertInto("storeProducts").values(batch).execute());
  await inBatches(variants, (batch) => db.insertInto("storeVariants").values(batch).execute());
}

async function bulkItems(db: Db, websiteId: string, collectionId: string, count: number, recordType = 1): Promise<void> {
  const items: ItemRow[] = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    websiteId,
    collectionId,
    recordType,
    title: `Note ${i}`,
    urlSlug: `note-${i}`,
    urlPath: `2026/01/05/note-${i}`,
    publishState: 1,
    publishOn: STAMP,
    excerpt: "",
    tagsJson: "[]",
    categoriesJson: "[]",
    authorId: null,
    seoJson: "{}",
    createdAt: STAMP,
    updatedAt: STAMP,
  }));
  await inBatches(items, (batch) => db.insertInto("items").values(batch).execute());
}

/** A store site file with a blog and an events page besides its shop. */
function siteWithBlog(identifier: string, ids: TestStoreIds, blogId: string, eventsId: string): string {
  const file = JSON.parse(storeSite(identifier, ids));
  file.collections.push(
    { id: blogId, type: 1, title: "Journal", urlSlug: "journal", navigation: "main", position: 2 },
    { id: eventsId, type: 1, title: "Tastings", urlSlug: "tastings", navigation: "main", position: 3, settings: { holds: "events", urlFormat: "{title}" } },
  );
  return JSON.stringify(file);
}

async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("the import was accepted");
}

describeEachDatabase("one limit per collection, shared by the owner API and the site file", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  const identifier = `lim-${newId().slice(0, 8)}`;
  const ids = newTestStoreIds();
  const blogId = newId();
  const eventsId = newId();
  let websiteId: string;

  beforeAll(async () => {
    websiteId = await seedSite(database(), siteWithBlog(identifier, ids, blogId, eventsId), { email: `owner@${identifier}.example`, password: PASSWORD });
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
  });
  afterAll(() => server.close());

  const post = (url: string, payload: object, method: "POST" | "PUT" = "POST") =>
    owner.send(server, identifier, { method, url, headers: { "x-csrf-token": owner.get("crumb") ?? "" }, payload });

  test("a shop of more than 250 products and a blog of more than 250 posts export, import and export again byte for byte", async () => {
    const other = `big-${newId().slice(0, 8)}`;
    const otherIds = newTestStoreIds();
    const otherBlog = newId();
    const { websiteId: otherSite } = await importSite(database().db, systemClock, siteWithBlog(other, otherIds, otherBlog, newId()));
    await bulkProducts(database().db, otherSite, otherIds.shop, 260);
    await bulkItems(database().db, otherSite, otherBlog, 260);
    const exported = await exportSite(database().db, other);
    const file = JSON.parse(exported);
    expect(file.products).toHaveLength(263);
    expect(file.collections.find((c: { id: string }) => c.id === otherBlog).items).toHaveLength(260);
    await importSite(database().db, systemClock, exported);
    expect(await exportSite(database().db, other)).toBe(exported);
  });

  test("the site file refuses a blog's posts, an events page's events and a site's pages past their limits in the limits' words", async () => {
    const file = JSON.parse(siteWithBlog(`over-${newId().slice(0, 8)}`, newTestStoreIds(), newId(), newId()));
    const item = (i: number) => ({ title: `Note ${i}`, urlSlug: `note-${i}` });
    const posts = structuredClone(file);
    posts.collections[2].items = Array.from({ length: COLLECTION_LIMITS.postsPerBlog + 1 }, (_, i) => item(i));
    expect((await refusal(() => importSite(database().db, systemClock, JSON.stringify(posts)))).message).toBe(
      "collections[2].items: A blog holds at most 10,000 posts.",
    );
    const events = structuredClone(file);
    events.collections[3].items = Array.from({ length: COLLECTION_LIMITS.eventsPerEventsPage + 1 }, (_, i) => item(i));
    expect((await refusal(() => importSite(database().db, systemClock, JSON.stringify(events)))).message).toBe(
      "collections[3].items: An events page holds at most 5,000 events.",
    );
    const pages = structuredClone(file);
    pages.collections = Array.from({ length: COLLECTION_LIMITS.pagesPerSite + 1 }, (_, i) => ({ type: 10, title: `Page ${i}`, urlSlug: `page-${i}` }));
    expect((await refusal(() => importSite(database().db, systemClock, JSON.stringify(pages)))).message).toBe(
      "collections: A site holds at most 500 pages, counting blogs, events pages and the shop.",
    );
  });

  test("the owner API refuses the product, post and event past the limit, naming it", async () => {
    await bulkProducts(database().db, websiteId, ids.shop, COLLECTION_LIMITS.productsPerShop - 3);
    const product = { collectionId: ids.shop, productType: "SERVICE", name: "One too many", urlSlug: "one-too-many", variants: [{ priceCents: 900 }] };
    const refusedProduct = await post("/api/config/store/products", product);
    expect(refusedProduct.statusCode).toBe(400);
    expect(refusedProduct.json()).toMatchObject({
      error: "A shop holds at most 10,000 products.",
      errors: { collectionId: "A shop holds at most 10,000 products." },
    });

    await bulkItems(database().db, websiteId, blogId, COLLECTION_LIMITS.postsPerBlog - 1);
    expect((await post(`/api/config/blogs/${blogId}/posts`, { title: "The last one" })).statusCode).toBe(201);
    const refusedPost = await post(`/api/config/blogs/${blogId}/posts`, { title: "One too many" });
    expect(refusedPost.statusCode).toBe(400);
    expect(refusedPost.json().error).toBe("A blog holds at most 10,000 posts.");

    await bulkItems(database().db, websiteId, eventsId, COLLECTION_LIMITS.eventsPerEventsPage, 12);
    const event = { startDate: "2026-03-01", startTime: "18:00", endDate: "2026-03-01", endTime: "20:00", timeZone: "UTC", location: "" };
    const refusedEvent = await post(`/api/config/blogs/${eventsId}/posts`, { title: "One too many", event });
    expect(refusedEvent.statusCode).toBe(400);
    expect(refusedEvent.json().error).toBe("An events page holds at most 5,000 events.");
  });

  test("the owner API refuses the page past the site's limit, naming it", async () => {
    const now = STAMP;
    const existing = Number(
      (
        await database()
          .db.selectFrom("collections")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("websiteId", "=", websiteId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const pages: CollectionRow[] = Array.from({ length: COLLECTION_LIMITS.pagesPerSite - existing }, (_, i) => ({
      id: newId(),
      websiteId,
      type: 10,
      title: `Page ${i}`,
      urlSlug: `page-${i}`,
      navigation: "_hidden",
      position: i,
      description: "",
      settingsJson: "{}",
      passwordHash: null,
      publishState: null,
      createdAt: now,
      updatedAt: now,
    }));
    await inBatches(pages, (batch) => database().db.insertInto("collections").values(batch).execute());
    const refused = await post("/api/config/pages", { kind: "page", title: "One too many" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("A site holds at most 500 pages, counting blogs, events pages and the shop.");
  });

  test("the owner API refuses the form and the file past the site's limits, naming them", async () => {
    const forms: FormRow[] = Array.from({ length: COLLECTION_LIMITS.formsPerSite }, (_, i) => ({
      id: newId(),
      websiteId,
      name: `Form ${i}`,
      kind: "form",
      definitionJson: "{}",
      createdAt: STAMP,
      updatedAt: STAMP,
    }));
    await inBatches(forms, (batch) => database().db.insertInto("forms").values(batch).execute());
    const refusedForm = await post(`/api/config/forms/${newId()}`, { name: "One too many", fields: [{ id: "name", type: "text", title: "Name" }] }, "PUT");
    expect(refusedForm.statusCode).toBe(400);
    expect(refusedForm.json().error).toBe("A site holds at most 500 forms.");

    const files: AssetRow[] = Array.from({ length: COLLECTION_LIMITS.filesPerSite }, (_, i) => ({
      id: newId(),
      websiteId,
      kind: "file",
      format: "pdf",
      contentType: "application/pdf",
      fileName: `menu-${i}.pdf`,
      byteSize: 40,
      sha256: "0".repeat(64),
      width: null,
      height: null,
      status: "ready",
      progress: 100,
      error: null,
      claimedAt: null,
      carriesMetadata: 0,
      createdAt: STAMP,
      updatedAt: STAMP,
    }));
    await inBatches(files, (batch) => database().db.insertInto("assets").values(batch).execute());
    const body = multipartUpload("menu.pdf", Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"));
    const refusedFile = await owner.send(server, identifier, {
      method: "POST",
      url: "/api/config/assets",
      payload: body.payload,
      headers: { ...body.headers, "x-csrf-token": owner.get("crumb") ?? "" },
    });
    expect(refusedFile.statusCode).toBe(400);
    expect(refusedFile.json().error).toBe("A site holds at most 20,000 files and images.");
  });
});
