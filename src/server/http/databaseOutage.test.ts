import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../db/database";
import { testDatabaseKinds } from "../../db/testing/testDatabases";
import { newId } from "../../domain/ids";
import { DATA_LAYER_MESSAGES } from "../../domain/messages/dataLayerMessages";
import type { Clock } from "../clock";
import { onePageSite } from "../testing/siteFiles";
import { startTcpProxy, type TcpProxy } from "../testing/tcpProxy";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../testing/testServer";

/** The real PostgreSQL server: PGlite and SQLite have no link to lose. */
const postgresUrl = process.env.TEST_DATABASE_URL;

const OWNER = { email: "owner@outage.example", password: "outage owner password" };
const HEADING = "Open while the database is away";

/** Words of a failure's internals that an answer must never show. */
const INTERNALS = /ECONN|terminat|timeout|pg_|postgres|stack|at \w+ \(/i;

describe.runIf(postgresUrl)("while PostgreSQL cannot be reached (TEST_DATABASE_URL)", () => {
  const identifier = `outage-${newId().slice(0, 8)}`;
  /** Names the server's connections in pg_stat_activity, so the test ends only them. */
  const applicationName = `tessera_outage_${newId()}`;
  let now = Date.parse("2026-03-02T09:00:00Z");
  const clock: Clock = { now: () => new Date(now) };
  let direct: AppDatabase;
  let proxied: AppDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  let owner: CookieJar;

  beforeAll(async () => {
    direct = await testDatabaseKinds()
      .find((kind) => kind.name === "postgres")!
      .open();
    await seedSite(direct, onePageSite(identifier, [{ id: newId(), type: "heading", settings: { text: HEADING, level: 1 } }]), OWNER);
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(direct.db)).rows[0]!.schema;
    const target = new URL(postgresUrl!);
    proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
    const through = new URL(target);
    through.hostname = "127.0.0.1";
    through.port = String(proxy.port);
    through.searchParams.set("application_name", applicationName);
    proxied = openDatabase({ engine: "postgres", url: through.toString(), schema, onConnectionLost: () => undefined });
    server = await createTestServer(proxied, { clock });
    owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
  });
  afterAll(async () => {
    await server?.close();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
  });

  const me = () => owner.send(server, identifier, { method: "GET", url: "/api/config/me" });
  const ownersPage = () => owner.send(server, identifier, { method: "GET", url: "/", headers: { accept: "text/html" } });
  const visitorsPage = () => server.request(identifier, { method: "GET", url: "/" });
  const readiness = () => server.request(null, { method: "GET", url: "/readyz" });

  it("answers what needs the database 503 with Retry-After in plain words, keeps serving cached pages, reports not ready, and resumes by itself", async () => {
    const cachedPage = await visitorsPage();
    expect(cachedPage.statusCode).toBe(200);
    expect(cachedPage.body).toContain(HEADING);
    expect((await me()).statusCode).toBe(200);
    expect((await readiness()).statusCode).toBe(200);

    proxy.cut();
    const api = await me();
    expect([api.statusCode, api.headers["retry-after"]]).toEqual([503, "5"]);
    expect(api.json()).toEqual({ error: "This service is temporarily unavailable. Please try again later.", code: "unavailable" });
    const page = await ownersPage();
    expect([page.statusCode, page.headers["retry-after"], page.headers["content-type"]]).toEqual([503, "5", "text/html; charset=utf-8"]);
    expect(page.body).toContain(DATA_LAYER_MESSAGES.serviceUnavailable);
    expect(`${api.body}${page.body}`).not.toMatch(INTERNALS);
    const probe = await readiness();
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toMatchObject({ status: "not ready", checks: { database: "failing" } });

    // A visitor still gets the cached page, past the version check's bound and the host lookup's life.
    for (const step of [0, 3_000, 31_000]) {
      now += step;
      const again = await visitorsPage();
      expect([step, again.statusCode, again.body]).toEqual([step, 200, cachedPage.body]);
    }

    proxy.restore();
    expect((await me()).statusCode).toBe(200);
    expect((await ownersPage()).statusCode).toBe(200);
    expect((await visitorsPage()).statusCode).toBe(200);
    expect((await readiness()).statusCode).toBe(200);
    const logged = server.logged.filter((entry) => entry.level === "error").map((entry) => entry.message);
    expect(logged).toEqual(expect.arrayContaining(["GET /api/config/me answered 503."]));
  });

  it("survives pg_terminate_backend of its connections during requests: each answer is 200 or 503, never 500, and the next requests succeed", async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const requests = Array.from({ length: 60 }, () => me());
      let terminated = 0;
      for (let round = 0; round < 3; round++) {
        const ended = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [applicationName]);
        terminated += ended.rowCount ?? 0;
      }
      const statuses = (await Promise.all(requests)).map((answer) => answer.statusCode);
      expect(terminated).toBeGreaterThan(0);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    } finally {
      await admin.end();
    }
    await expect.poll(async () => (await me()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
    const after = await Promise.all(Array.from({ length: 20 }, () => me()));
    expect(after.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect((await visitorsPage()).statusCode).toBe(200);
  });
});
