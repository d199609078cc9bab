import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installHealthProbes } from "./healthProbes";
import { Readiness } from "./readiness";

/** A bare server with the probes and one page, over dependencies whose answers a test sets. */
function probedServer(answers: { database: boolean }) {
  const readiness = new Readiness({
    database: async () => {
      if (!answers.database) throw new Error("connection refused");
    },
    files: async () => undefined,
  });
  const app = Fastify();
  installHealthProbes(app, readiness);
  app.get("/page", async () => "a page");
  return { app, readiness };
}

describe("health probes", () => {
  it("answers not ready with Retry-After while a dependency fails, and ready again once it answers", async () => {
    const answers = { database: false };
    const { app } = probedServer(answers);
    const failing = await app.inject({ url: "/readyz" });
    expect(failing.statusCode).toBe(503);
    expect(failing.headers["retry-after"]).toBe("5");
    expect(failing.json()).toEqual({ status: "not ready", checks: { database: "failing", files: "ok" } });
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    answers.database = true;
    expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready", checks: { database: "ok", files: "ok" } });
  });

  it("while draining says so, and every answer tells the client to close its connection", async () => {
    const { app, readiness } = probedServer({ database: true });
    expect((await app.inject({ url: "/page" })).headers.connection).not.toBe("close");
    readiness.drain();
    const probe = await app.inject({ url: "/readyz" });
    expect(probe.statusCode).toBe(503);
    expect(probe.json().status).toBe("draining");
    const page = await app.inject({ url: "/page" });
    expect(page.body).toBe("a page");
    expect(page.headers.connection).toBe("close");
  });
});
