import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { memoryLog } from "../log/serverLog";
import { installErrorHandler } from "./errorHandler";

describe("the error handler", () => {
  it("logs every 500 with its stack, named by the route's pattern so no token in the address is written, and shows the visitor no internals", async () => {
    const log = memoryLog();
    const app = Fastify();
    installErrorHandler(app, log, (_request, reply) => reply.send("error page"));
    app.get("/api/orders/:token", async () => {
      throw new Error("the database went away");
    });
    const answer = await app.inject({ url: "/api/orders/secret-token-123?crumb=secret-crumb" });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ error: "Internal server error. Please try again later.", code: "internal" });
    expect(log.entries).toEqual([
      expect.objectContaining({ level: "error", source: "http.request", message: "GET /api/orders/:token answered 500.", cause: "the database went away" }),
    ]);
    expect(log.entries[0]!.stack).toMatch(/errorHandler\.test\.ts/);
    expect(JSON.stringify(log.entries)).not.toMatch(/secret/);
  });

  it("logs nothing for a refusal the caller caused", async () => {
    const log = memoryLog();
    const app = Fastify();
    installErrorHandler(app, log, (_request, reply) => reply.send("error page"));
    app.post("/api/things", async () => "made");
    expect((await app.inject({ method: "POST", url: "/api/things", headers: { "content-type": "application/json" }, payload: "{" })).statusCode).toBe(400);
    expect(log.entries).toEqual([]);
  });

  it("answers a request that needs a database it cannot reach 503 with Retry-After and the plain words, as a page and as the API", async () => {
    const log = memoryLog();
    const app = Fastify();
    installErrorHandler(app, log, (_request, reply) => reply.send("unavailable page"));
    const lost = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    app.get("/api/orders", async () => {
      throw lost;
    });
    app.get("/orders", async () => {
      throw lost;
    });
    const api = await app.inject({ url: "/api/orders" });
    expect([api.statusCode, api.headers["retry-after"]]).toEqual([503, "5"]);
    expect(api.json()).toEqual({ error: "This service is temporarily unavailable. Please try again later.", code: "unavailable" });
    const page = await app.inject({ url: "/orders" });
    expect([page.statusCode, page.headers["retry-after"], page.body]).toEqual([503, "5", "unavailable page"]);
    expect(log.entries.map((entry) => entry.message)).toEqual(["GET /api/orders answered 503.", "GET /orders answered 503."]);
  });
});
