// Two nodes, one platform: two server processes, each with its own port and data folder, on one
// fresh PostgreSQL database, one Redis and one S3-compatible bucket (s3rver in this process),
// started together on the empty database. What one node does, the other sees at once: a page
// published on one is read fresh on the other, an upload on one is served in every width by the
// other; work both nodes find is done once: 100 posts due at one moment are each published once,
// and 100 buyers over both nodes for 5 units make exactly 5 orders. One node's database link is
// cut and restored in the middle of a run of checkouts: it keeps running, answers what needs the
// database 503 meanwhile (never 500), answers again, and no paid order is lost. PGlite cannot be shared between processes, so without TEST_DATABASE_URL (and
// TEST_REDIS_URL) the file is skipped with the reason printed.
import { request } from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type AppDatabase } from "../src/db/database";
import { PUBLISH_STATE } from "../src/domain/enumerations/publishStates";
import { newId } from "../src/domain/ids";
import { generatedWidths } from "../src/domain/imageWidths";
import { TEST_CARDS } from "../src/server/features/store/payments/testGateway";
import { startInProcessS3, type InProcessS3 } from "../src/server/testing/inProcessS3";
import { newTestStoreIds, storeSite } from "../src/server/testing/storeSites";
import { SiteClient } from "./forms-support/siteClient";
import { freshPostgres, type FreshPostgres } from "./harness/freshPostgres";
import { importOwnedSite } from "./harness/ownedSite";
import { startServer, type RunningServer } from "./harness/startServer";
import { startTcpProxy, type TcpProxy } from "../src/server/testing/tcpProxy";

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [
  ...(adminUrl ? [] : ["TEST_DATABASE_URL (PGlite cannot be shared between processes)"]),
  ...(redisUrl ? [] : ["TEST_REDIS_URL (the nodes tell each other of changes through Redis)"]),
];
if (missing.length > 0) console.log(`e2e/multi-node.e2e.ts skipped: set ${missing.join(" and ")}.`);

const IDENTIFIER = "twonodes";
const OWNER = { email: "owner@twonodes.example", password: "two nodes one platform" };
/** Both nodes' session secret: a session made on one is read on the other. */
const SESSION_SECRET = "a session secret both nodes of the journey share";
const SCHEDULED_POSTS = 100;
const BUYERS = 100;
const STOCK = 5;
/** Checkouts of the run whose middle sees one node's database link cut, and how many run at once. */
const CUT_RUN_CHECKOUTS = 40;
const CUT_RUN_AT_ONCE = 8;
/** The run's paid answers before the cut. */
const CUT_AFTER_PAID = 10;
/** How long the link stays cut (only the outage's length; nothing is asserted on time). */
const CUT_FOR_MS = 1_500;
/** The scheduled publisher checks every 10 s (scheduledPublisher.ts); two rounds, with room for a busy machine, cover any start. */
const PUBLISHER_ROUNDS_MS = 30_000;

/** The site file: the test store (5 bags in stock), a home page with its words, and a journal with 100 posts scheduled for one moment. */
function twoNodeSite(homeId: string, ids: ReturnType<typeof newTestStoreIds>, dueAt: string): string {
  const site = JSON.parse(storeSite(IDENTIFIER, ids, { stock: STOCK })) as { collections: Record<string, unknown>[] };
  const homeBlocks = [{ id: newId(), type: "text", settings: { html: "<p>Roasted this morning.</p>" } }];
  site.collections[0] = { ...site.collections[0], id: homeId, layout: { draft: { blocks: homeBlocks }, published: { blocks: homeBlocks } } };
  const posts = Array.from({ length: SCHEDULED_POSTS }, (_, index) => ({
    title: `Due post ${index + 1}`,
    urlSlug: `due-post-${index + 1}`,
    publishState: PUBLISH_STATE.SCHEDULED,
    publishOn: dueAt,
    layout: { draft: { blocks: [{ id: newId(), type: "text", settings: { html: "<p>Due together.</p>" } }] }, published: null },
  }));
  site.collections.push({ type: 1, title: "Journal", urlSlug: "journal", navigation: "main", position: 2, items: posts });
  return JSON.stringify(site);
}

/** A buyer's checkout, paid with the test gateway's card that succeeds, under a key of its own. */
function checkoutBody(): Record<string, unknown> {
  return {
    idempotencyKey: `nodes-${newId()}`,
    email: "ada@example.com",
    shippingAddress: { name: "Ada Buyer", line1: "1 Commercial St", city: "Portland", region: "ME", postalCode: "04101", country: "US" },
    shippingOptionId: "standard",
    payment: { kind: "card", cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: "123" },
  };
}

/** GETs a path of the site from a node as bytes, with the status and content type. */
function download(node: RunningServer, urlPath: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port: node.port, path: urlPath, headers: { host: `${IDENTIFIER}.localhost:${node.port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), bytes: Buffer.concat(chunks) }));
    });
    call.on("error", reject);
    call.end();
  });
}

/** Uploads a file as the owner's app does (multipart, field `file`) through a signed-in client's node. */
async function upload(node: RunningServer, owner: SiteClient, name: string, bytes: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name));
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = { ...owner.callHeaders("POST"), "content-type": encoded.headers.get("content-type")!, "content-length": String(body.length) };
  return new Promise((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port: node.port, method: "POST", path: "/api/config/assets", headers }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    call.on("error", reject);
    call.end(body);
  });
}

/** One buyer's checkout of one unit of a variant on a node: every answer's status, and the order id when it was answered paid. */
async function buy(node: RunningServer, variantId: string): Promise<{ statuses: number[]; orderId: string | null }> {
  const buyer = new SiteClient(node, IDENTIFIER);
  const statuses: number[] = [];
  const cart = await buyer.send("GET", "/api/commerce/cart");
  statuses.push(cart.status);
  if (cart.status !== 200) return { statuses, orderId: null };
  const added = await buyer.send("POST", "/api/commerce/cart/items", { json: { variantId, quantity: 1 } });
  statuses.push(added.status);
  if (added.status !== 200) return { statuses, orderId: null };
  const answer = await buyer.send("POST", "/api/commerce/checkout", { json: checkoutBody() });
  statuses.push(answer.status);
  return { statuses, orderId: answer.status === 200 && answer.json().status === "paid" ? (answer.json().orderId as string) : null };
}

describe.runIf(missing.length === 0)("two nodes on one PostgreSQL, Redis and bucket", () => {
  let database: FreshPostgres;
  let s3: InProcessS3;
  let proxy: TcpProxy;
  let one: RunningServer;
  let two: RunningServer;
  let db: AppDatabase;
  let websiteId: string;
  const homeId = newId();
  const ids = newTestStoreIds();

  beforeAll(async () => {
    database = await freshPostgres(adminUrl!, "tessera_nodes");
    s3 = await startInProcessS3();
    // Node two reaches the database through a proxy the journey can cut; node one directly.
    proxy = await startTcpProxy(Number(new URL(adminUrl!).port || 5432), new URL(adminUrl!).hostname);
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    const env = { ...s3.env, REDIS_URL: redisUrl!, SESSION_SECRET };
    [one, two] = await Promise.all([startServer({ databaseUrl: database.url, env }), startServer({ databaseUrl: throughProxy.toString(), env })]);
    db = openDatabase({ engine: "postgres", url: database.url });
    await importOwnedSite(one, twoNodeSite(homeId, ids, new Date().toISOString()), OWNER);
    websiteId = (await db.db.selectFrom("websites").select("id").where("identifier", "=", IDENTIFIER).executeTakeFirstOrThrow()).id;
  });

  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await db?.close();
    await proxy?.close();
    await s3?.close();
    await database?.drop();
  });

  test("started together on the empty database, both run and exactly one seeded the demo", () => {
    const seeded = [one, two].filter((node) => existsSync(path.join(node.dataDir, "demo-owner.json")));
    expect(seeded).toHaveLength(1);
  });

  test("a page published on one node is read fresh on the other, and at once on its own", async () => {
    const reader = new SiteClient(two, IDENTIFIER);
    // Read twice first, so node two holds the page and its site in its caches.
    for (let read = 0; read < 2; read++) expect((await reader.send("GET", "/")).text).toContain("Roasted this morning.");

    const owner = new SiteClient(one, IDENTIFIER);
    await owner.signIn(OWNER.email, OWNER.password);
    const layout = (await owner.send("GET", `/api/config/layouts/${homeId}`)).json();
    const blocks = [{ id: newId(), type: "text", settings: { html: "<p>Published on node one.</p>" } }];
    const saved = await owner.send("PUT", `/api/config/layouts/${homeId}`, { json: { version: layout.draftVersion, draft: { blocks } } });
    expect(saved.status, saved.text).toBe(200);
    const published = await owner.send("POST", `/api/config/layouts/${homeId}/publish`, { json: { version: saved.json().draftVersion } });
    expect(published.status, published.text).toBe(200);

    expect((await new SiteClient(one, IDENTIFIER).send("GET", "/")).text).toContain("Published on node one.");
    // The change reaches node two over Redis in moments; without it, its site lookup would keep the old page for 30 s.
    await expect.poll(async () => (await reader.send("GET", "/")).text, { timeout: 5_000, interval: 20 }).toContain("Published on node one.");
  });

  test("an image uploaded on one node is downloaded from the other, the original and every width", async () => {
    const owner = new SiteClient(one, IDENTIFIER);
    await owner.signIn(OWNER.email, OWNER.password);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(one, owner, "roastery.jpg", photo);
    expect(uploaded.status).toBe(202);
    const asset = uploaded.body.asset as { id: string; url: string };
    // Made by whichever node's image worker claims it; both read the bytes from the bucket.
    await expect
      .poll(async () => (await owner.send("GET", `/api/config/assets/${asset.id}`)).json().asset.status, { timeout: 60_000, interval: 250 })
      .toBe("ready");

    const original = await download(two, asset.url);
    expect(original.status).toBe(200);
    expect(original.bytes.equals((await download(one, asset.url)).bytes)).toBe(true);
    expect((await sharp(original.bytes).metadata()).width).toBe(1200);
    for (const width of generatedWidths(1200)) {
      const made = await download(two, `${asset.url}?format=${width}w`);
      expect(made.status, `${width}w`).toBe(200);
      expect(made.type, `${width}w`).toMatch(/^image\//);
      expect((await sharp(made.bytes).metadata()).width, `${width}w`).toBe(width);
      expect(made.bytes.equals((await download(one, `${asset.url}?format=${width}w`)).bytes), `${width}w`).toBe(true);
    }
  });

  test("100 buyers over both nodes for 5 units: exactly 5 orders, the other 95 told it sold out", async () => {
    const buyers = Array.from({ length: BUYERS }, (_, index) => new SiteClient(index % 2 === 0 ? one : two, IDENTIFIER));
    await Promise.all(
      buyers.map(async (buyer) => {
        await buyer.send("GET", "/api/commerce/cart");
        const added = await buyer.send("POST", "/api/commerce/cart/items", { json: { variantId: ids.blendVariant, quantity: 1 } });
        expect(added.status, added.text).toBe(200);
      }),
    );
    const answers = await Promise.all(buyers.map((buyer) => buyer.send("POST", "/api/commerce/checkout", { json: checkoutBody() })));
    const paid = answers.filter((answer) => answer.status === 200 && answer.json().status === "paid");
    expect(paid).toHaveLength(STOCK);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(BUYERS - STOCK);

    const orders = await db.db.selectFrom("storeOrders").select(["id", "status"]).where("websiteId", "=", websiteId).execute();
    expect(orders.map((order) => order.status)).toEqual(Array(STOCK).fill("paid"));
    expect(new Set(orders.map((order) => order.id))).toEqual(new Set(paid.map((answer) => answer.json().orderId as string)));
    const variant = await db.db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", ids.blendVariant).executeTakeFirstOrThrow();
    expect(variant.qtyInStock).toBe(0);
  });

  test("one node's database link cut and restored mid-run: the node keeps running, answers again, and every paid order is stored once", async () => {
    const pidOfTwo = two.pid();
    const paid: string[] = [];
    const failed: string[] = [];
    let next = 0;
    let outage: Promise<void> | null = null;
    const worker = async () => {
      while (next < CUT_RUN_CHECKOUTS) {
        const node = next++ % 2 === 0 ? one : two;
        const outcome = await buy(node, ids.mugLarge).catch((error: Error) => ({ statuses: [], orderId: null, error: error.message }));
        if (outcome.orderId) paid.push(outcome.orderId);
        else failed.push("error" in outcome ? outcome.error : outcome.statuses.join(" "));
        if (!outage && paid.length >= CUT_AFTER_PAID) {
          proxy.cut();
          outage = delay(CUT_FOR_MS).then(() => proxy.restore());
        }
      }
    };
    await Promise.all(Array.from({ length: CUT_RUN_AT_ONCE }, worker));
    await outage;

    // Every call was answered (a connection reset would be in `failed` as an error message).
    const unanswered = failed.filter((reason) => !/^\d+( \d+)*$/.test(reason));
    expect(unanswered, `node two's output:\n${two.output().slice(-4000)}`).toEqual([]);
    expect(two.pid()).toBe(pidOfTwo);
    // What needed the database while the link was cut was told to try again later, never answered 500.
    expect(failed.flatMap((statuses) => statuses.split(" ")).filter((status) => Number(status) >= 500 && status !== "503")).toEqual([]);
    await expect.poll(async () => (await download(two, "/readyz")).status, { timeout: 30_000, interval: 250 }).toBe(200);
    const after = await buy(two, ids.mugLarge);
    expect(after.orderId, after.statuses.join(" ")).not.toBeNull();
    paid.push(after.orderId!);

    const stored = await db.db.selectFrom("storeOrders").select(["id", "status"]).where("id", "in", paid).execute();
    expect(stored).toHaveLength(paid.length);
    expect(stored.every((order) => order.status === "paid")).toBe(true);
    console.log(`database link cut: ${paid.length} checkouts paid, ${failed.length} refused while cut (statuses: ${failed.join(", ") || "none"})`);
  });

  test("100 posts due at one moment are each published exactly once across both nodes, with one history version each", async () => {
    const dueItems = db.db.selectFrom("items").select(["id", "publishState"]).where("websiteId", "=", websiteId).where("urlSlug", "like", "due-post-%");
    await expect
      .poll(async () => (await dueItems.execute()).filter((item) => item.publishState === PUBLISH_STATE.PUBLISHED).length, {
        timeout: PUBLISHER_ROUNDS_MS,
        interval: 500,
      })
      .toBe(SCHEDULED_POSTS);
    const items = await dueItems.execute();
    const versions = await db.db
      .selectFrom("layoutVersions")
      .select(["ownerId", "number", "publishedBy"])
      .where("websiteId", "=", websiteId)
      .where(
        "ownerId",
        "in",
        items.map((item) => item.id),
      )
      .execute();
    expect(versions).toHaveLength(SCHEDULED_POSTS);
    expect(new Set(versions.map((version) => version.ownerId)).size).toBe(SCHEDULED_POSTS);
    expect(versions.every((version) => version.number === 1 && version.publishedBy === null)).toBe(true);
    const journal = await download(two, "/journal");
    expect(journal.bytes.toString()).toContain("Due post");
  });

  test("no upload failed on either node: every node has every file's bytes", async () => {
    const failed = await db.db.selectFrom("assets").select(["id", "fileName"]).where("status", "=", "failed").execute();
    expect(failed).toEqual([]);
  });
});
