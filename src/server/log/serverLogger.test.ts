import type { DestinationStream } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import { onePageSite } from "../testing/siteFiles";
import { createTestServer, seedSite } from "../testing/testServer";
import type { LogLevel } from "./logLevel";
import { addressWithoutSecrets } from "./loggedRequest";
import { pinoLog } from "./serverLog";
import { createServerLogger } from "./serverLogger";

/** A log stream kept in memory: every line the logger wrote, as text and parsed. */
function capturedStream(): DestinationStream & { text(): string; lines(): Record<string, unknown>[]; ours(): Record<string, unknown>[] } {
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    write: (line: string) => void written.push(line),
    text: () => written.join(""),
    lines,
    // The server's own entries and request lines (a plugin may warn of something else, such as a build not made yet).
    ours: () => lines().filter((line) => "source" in line || "req" in line || "res" in line),
  };
}

/** A test server whose logger, Fastify's lines and the server's own entries alike, writes into a captured stream. */
async function loggedServer(database: AppDatabase, level: LogLevel, logRequests: boolean) {
  const stream = capturedStream();
  const logger = createServerLogger(level, stream);
  const server = await createTestServer(database, { logger, log: pinoLog(logger), config: { logLevel: level, logRequests } });
  return { server, stream };
}

describe("the address a request line writes", () => {
  it("is the route's pattern when the route takes named parameters, and secret query values are replaced", () => {
    expect(addressWithoutSecrets("/config/invitation/abc123", "/config/invitation/:token")).toBe("/config/invitation/:token");
    expect(addressWithoutSecrets("/about?crumb=abc&page=2", "/*")).toBe("/about?crumb=[redacted]&page=2");
    expect(addressWithoutSecrets("/commerce/order-status/o1?token=t1", "/commerce/order-status/:orderId")).toBe(
      "/commerce/order-status/:orderId?token=[redacted]",
    );
    expect(addressWithoutSecrets("/r?payment_intent=pi_1&payment_intent_client_secret=s&Session%5Fkey=k&q=shoes", undefined)).toBe(
      "/r?payment_intent=[redacted]&payment_intent_client_secret=[redacted]&Session%5Fkey=[redacted]&q=shoes",
    );
  });
});

describe("the server's log", () => {
  let database: AppDatabase;

  beforeAll(async () => {
    database = openDatabase({ engine: "sqlite", file: ":memory:" });
    await migrateToLatest(database.db);
    await seedSite(database, onePageSite("alpha", [{ id: "aaaaaaaaaaaaaaaaaaaaaaaa", type: "heading", settings: { text: "Alpha home", level: 1 } }]));
  });
  afterAll(async () => {
    await database.close().catch(() => undefined);
  });

  it("with LOG_REQUESTS writes a line per request with neither its crumb nor a token of its path or query, nor its cookies", async () => {
    const { server, stream } = await loggedServer(database, "info", true);
    const cookie = "tsr_session=session-secret-1; crumb=cookie-crumb-secret";
    await server.request("alpha", { method: "GET", url: "/?crumb=abc&page=2", headers: { cookie } });
    await server.request("alpha", { method: "GET", url: "/config/invitation/invitation-secret-2" });
    await server.request("alpha", { method: "GET", url: "/config/reset-password/reset-secret-3" });
    await server.request("alpha", { method: "GET", url: "/commerce/order-status/0123456789abcdef01234567?token=order-secret-4" });
    await server.request("alpha", { method: "GET", url: "/newsletter/unsubscribe?token=unsubscribe-secret-5" });
    await server.request("alpha", {
      method: "POST",
      url: "/api/auth/Logout?crumb=abc",
      headers: { cookie, "x-csrf-token": "header-crumb-secret", "content-type": "application/json" },
      payload: "{}",
    });
    await server.request("alpha", { method: "OPTIONS", url: "/nowhere?token=not-found-secret-6" });
    await server.close();

    const text = stream.text();
    for (const secret of [
      "crumb=abc",
      "session-secret-1",
      "cookie-crumb-secret",
      "invitation-secret-2",
      "reset-secret-3",
      "order-secret-4",
      "unsubscribe-secret-5",
      "header-crumb-secret",
      "not-found-secret-6",
    ]) {
      expect(text).not.toContain(secret);
    }
    const urls = stream.lines().flatMap((line) => ((line.req as { url?: string } | undefined)?.url ? [(line.req as { url: string }).url] : []));
    expect(urls).toEqual([
      "/?crumb=[redacted]&page=2",
      "/config/invitation/:token",
      "/config/reset-password/:token",
      "/commerce/order-status/:orderId?token=[redacted]",
      "/newsletter/unsubscribe?token=[redacted]",
      "/api/auth/Logout?crumb=[redacted]",
      "/nowhere?token=[redacted]",
      "/nowhere?token=[redacted]",
    ]);
    expect(stream.lines().filter((line) => line.msg === "route not found")).toHaveLength(1);
    expect(stream.lines().filter((line) => line.msg === "request completed")).toHaveLength(7);
  });

  it("without LOG_REQUESTS writes no request line", async () => {
    const { server, stream } = await loggedServer(database, "info", false);
    await server.request("alpha", { method: "GET", url: "/" });
    await server.close();
    expect(stream.ours()).toEqual([]);
  });

  it("at LOG_LEVEL warn hides info lines, requests' included, and keeps warnings", async () => {
    const { server, stream } = await loggedServer(database, "warn", true);
    await server.request("alpha", { method: "GET", url: "/" });
    server.services.log.info("server", "Started on port 3000 with SQLite.");
    server.services.log.warn("mail.send", "Mail could not be sent; it is tried again.", new Error("connection refused"));
    await server.close();
    expect(stream.ours()).toEqual([expect.objectContaining({ level: 40, source: "mail.send", msg: "Mail could not be sent; it is tried again." })]);
  });

  it("writes a 500 with its stack, named by the route's pattern, whatever LOG_REQUESTS says", async () => {
    const { server, stream } = await loggedServer(database, "info", false);
    await database.close();
    const answer = await server.request("alpha", { method: "GET", url: "/config/invitation/invitation-secret-7?crumb=abc" });
    await server.close();
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toMatch(/at .*\.ts/);
    const [line] = stream.ours();
    expect(line).toMatchObject({ level: 50, source: "http.request" });
    expect(String(line!.msg)).toMatch(/^GET .* answered 500\.$/);
    expect((line!.err as { stack: string }).stack).toMatch(/\n\s+at /);
    expect(stream.text()).not.toMatch(/invitation-secret-7|crumb=abc/);
  });
});
