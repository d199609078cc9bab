import type { TrustedProxies } from "../trustedProxies";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { AppDatabase } from "../../db/database";
import { ROLE } from "../../domain/enumerations/roles";
import { buildApp } from "../app";
import { systemClock, type Clock } from "../clock";
import { parseConfig, type AppConfig } from "../config";
import { AccountsService } from "../features/accounts/accountsService";
import { exportSite, importSite } from "../features/siteFormat/siteFile";
import type { AppServices } from "../services";
import { memoryLog, type LogEntry, type ServerLog } from "../log/serverLog";

/** The app domain tests use: sites answer at {identifier}.tessera.test. */
const TEST_APP_DOMAIN = "tessera.test";

/** A server built for inject() tests on one test database. */
export interface TestServer {
  app: FastifyInstance;
  services: AppServices;
  config: AppConfig;
  /** What background work logged while the server ran. */
  logged: LogEntry[];
  /** Sends a request to a site's host (or the platform when identifier is null). */
  request(identifier: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Builds the real app over a test database, with a fresh data directory and secret. */
export async function createTestServer(
  database: AppDatabase,
  options: { clock?: Clock; config?: Partial<AppConfig>; log?: ServerLog; logger?: FastifyBaseLogger; trustProxy?: TrustedProxies } = {},
): Promise<TestServer> {
  const config: AppConfig = {
    port: 3000,
    appDomain: TEST_APP_DOMAIN,
    dataDir: mkdtempSync(path.join(tmpdir(), "tessera-test-")),
    databaseUrl: null,
    sessionSecret: randomBytes(32).toString("base64url"),
    smtpUrl: null,
    mailFrom: "Tessera Test <no-reply@tessera.test>",
    redisUrl: null,
    redisChannelPrefix: "tessera:test",
    objectStorage: null,
    logLevel: "info",
    logRequests: false,
    trustProxy: false,
    publicUrl: null,
    forms: parseConfig({}).forms,
    store: parseConfig({}).store,
    widgetOrigins: parseConfig({}).widgetOrigins,
    places: parseConfig({}).places,
    pageCacheMb: parseConfig({}).pageCacheMb,
    mailchimpApiUrl: parseConfig({}).mailchimpApiUrl,
    ...options.config,
  };
  const log = memoryLog();
  const { app, services } = await buildApp({
    config,
    database,
    clock: options.clock ?? systemClock,
    log: options.log ?? log,
    logger: options.logger,
    trustProxy: options.trustProxy,
  });
  await app.ready();
  return {
    app,
    services,
    config,
    logged: log.entries,
    request(identifier, inject) {
      const host = identifier ? `${identifier}.${TEST_APP_DOMAIN}` : TEST_APP_DOMAIN;
      return app.inject({ ...inject, headers: { host, ...(inject.headers ?? {}) } });
    },
    async close() {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Imports a site file and, when asked, an owner for it; returns the website id. */
export async function seedSite(database: AppDatabase, text: string, owner?: { email: string; password: string; roleId?: number }): Promise<string> {
  const { websiteId, identifier } = await importSite(database.db, systemClock, text);
  if (owner) {
    await new AccountsService(database.db, systemClock).createOwner({
      email: owner.email,
      password: owner.password,
      siteIdentifier: identifier,
      roleId: owner.roleId ?? ROLE.ADMIN,
    });
  }
  return websiteId;
}

/** The site's file as `tessera site export` writes it, for tests of what an export carries. */
export function exportedSite(database: AppDatabase, identifier: string): Promise<string> {
  return exportSite(database.db, identifier);
}

/** Reads a Set-Cookie header into name → { value, attributes } for assertions. */
export function cookiesOf(response: LightMyRequestResponse): Map<string, { value: string; attributes: string }> {
  const header = response.headers["set-cookie"];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const line of lines) {
    const [pair = "", ...rest] = line.split(";");
    const index = pair.indexOf("=");
    cookies.set(pair.slice(0, index).trim(), { value: pair.slice(index + 1), attributes: rest.join(";").trim() });
  }
  return cookies;
}

/** The site context JSON embedded in a page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the page's JSON context loosely
export function siteContextOf(html: string): Record<string, any> {
  const match = /<script id="site-context" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("page has no site context");
  return JSON.parse(match[1]);
}

/** A browser's cookies across inject() calls: sends what earlier responses set. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const [name, cookie] of cookiesOf(response)) {
      if (cookie.value === "" || /Expires=Thu, 01 Jan 1970/i.test(cookie.attributes)) this.cookies.delete(name);
      else this.cookies.set(name, cookie.value);
    }
    return response;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Asks for a crumb (GET /api/crumb) when the jar has none, as the browser's ensureCrumb() does before a write. */
  async ensureCrumb(server: TestServer, identifier: string | null, remoteAddress?: string): Promise<string> {
    if (!this.cookies.has("crumb")) await this.send(server, identifier, { method: "GET", url: "/api/crumb", remoteAddress });
    return this.cookies.get("crumb") ?? "";
  }

  /** Sends a request with this jar's cookies and keeps what the response sets. */
  async send(server: TestServer, identifier: string | null, options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = { ...(options.headers ?? {}), cookie: this.header() };
    return this.store(await server.request(identifier, { ...options, headers }));
  }
}

/** Signs in on a site's host the way a browser does (GET /config for the crumb, then POST /api/auth/Login) and returns its cookies. */
export async function signedIn(server: TestServer, identifier: string, email: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  await jar.send(server, identifier, { method: "GET", url: "/config" });
  await jar.send(server, identifier, {
    method: "POST",
    url: "/api/auth/Login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ email, password, crumb: jar.get("crumb")! }).toString(),
  });
  return jar;
}
