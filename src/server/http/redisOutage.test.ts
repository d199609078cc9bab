import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../db/database";
import { testDatabaseKinds } from "../../db/testing/testDatabases";
import { newId } from "../../domain/ids";
import { onePageSite } from "../testing/siteFiles";
import { startTcpProxy, type TcpProxy } from "../testing/tcpProxy";
import { CookieJar, createTestServer, seedSite, type TestServer } from "../testing/testServer";

/** The real Redis server, reached through a proxy the test cuts. */
const redisUrl = process.env.TEST_REDIS_URL;

const OWNER = { email: "owner@redis-outage.example", password: "redis outage password" };
const HEADING = "Open while Redis is away";
/** A form sign-in that succeeded is sent on to the configuration area. */
const SIGNED_IN = 303;
/** Words of a failure's internals that an answer must never show. */
const INTERNALS = /ECONN|MaxRetries|ioredis|redis:|stack|at \w+ \(/i;

describe.runIf(redisUrl)("while Redis cannot be reached (TEST_REDIS_URL)", () => {
  const identifier = `redis-outage-${newId().slice(0, 8)}`;
  let database: AppDatabase;
  let proxy: TcpProxy;
  let server: TestServer;

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    await seedSite(database, onePageSite(identifier, [{ id: newId(), type: "heading", settings: { text: HEADING, level: 1 } }]), OWNER);
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
    // The node starts while Redis is away.
    proxy.cut();
    const through = new URL(target);
    through.hostname = "127.0.0.1";
    through.port = String(proxy.port);
    server = await createTestServer(database, { config: { redisUrl: through.toString(), redisChannelPrefix: `tessera:outage:${newId()}` } });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.close();
  });

  const visitorsPage = () => server.request(identifier, { method: "GET", url: "/" });
  let visitors = 0;
  /** A sign-in through the site's API, with the crumb its configuration page gives, each from an address of its own (the site allows ten from one). */
  const signIn = async () => {
    const jar = new CookieJar();
    const remoteAddress = `10.0.${Math.floor(++visitors / 250)}.${visitors % 250}`;
    await jar.send(server, identifier, { method: "GET", url: "/config", remoteAddress });
    return jar.send(server, identifier, {
      method: "POST",
      remoteAddress,
      url: "/api/auth/Login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: OWNER.email, password: OWNER.password, crumb: jar.get("crumb") ?? "" }).toString(),
    });
  };

  it("a node started without Redis serves pages and answers sign-in 503 with Retry-After in plain words, then signs in by itself once Redis is back; a cut during sign-ins answers 503, never 500", async () => {
    const page = await visitorsPage();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(HEADING);
    const refused = await signIn();
    expect([refused.statusCode, refused.headers["retry-after"]]).toEqual([503, expect.any(String)]);
    expect(refused.body).not.toMatch(INTERNALS);

    proxy.restore();
    await expect.poll(async () => (await signIn()).statusCode, { timeout: 30_000, interval: 200 }).toBe(SIGNED_IN);

    const during = Array.from({ length: 20 }, () => signIn());
    proxy.cut();
    const statuses = (await Promise.all(during)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== SIGNED_IN && status !== 503)).toEqual([]);
    expect((await visitorsPage()).statusCode).toBe(200);

    proxy.restore();
    await expect.poll(async () => (await signIn()).statusCode, { timeout: 30_000, interval: 200 }).toBe(SIGNED_IN);
  });
});
