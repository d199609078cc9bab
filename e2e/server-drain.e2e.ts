// Start-up, readiness and drain: a later start prints no demo password, the probes answer on any host name, and a server stopped with SIGTERM
// while 200 requests are in flight on kept-alive connections answers every one of them, then
// exits (healthProbes.test.ts shows a draining node's answers telling clients to close).
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "./harness/startServer";

/** How many requests are in flight when the signal comes. */
const IN_FLIGHT = 200;

/** One answer: its status and headers, or the error that ended the request (a reset, a refusal). */
interface Answer {
  status: number | null;
  headers: IncomingHttpHeaders;
  error: string | null;
}

/** Whether a process runs (signal 0 only asks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("readiness and drain", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Sends a GET for `path` with `host`; `sent` is called once the request's bytes are handed to the connection. */
  function get(path: string, host: string, agent: Agent | false = false, sent: () => void = () => undefined): Promise<Answer & { body: string }> {
    return new Promise((resolve) => {
      const call = request({ host: "127.0.0.1", port: server.port, path, headers: { host }, agent }, (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? null, headers: response.headers, error: null, body }));
      });
      call.on("error", (error) => resolve({ status: null, headers: {}, error: error.message, body: "" }));
      call.on("finish", sent);
      call.end();
    });
  }

  test("a start on a database that has its demo already prints no password, only where it is kept", () => {
    expect(server.output()).toContain(`(password in ${server.dataDir}/demo-owner.json)`);
    expect(server.output()).not.toContain(server.demoOwner.password);
  });

  test("the probes answer on any host name: alive, and ready with each dependency named", async () => {
    const alive = await get("/healthz", "203.0.113.7");
    expect(alive).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(alive.headers["cache-control"]).toBe("no-store");
    const ready = await get("/readyz", `demo.localhost:${server.port}`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: "ready", checks: { database: "ok", files: "ok" } });
  });

  test("SIGTERM with 200 requests in flight on kept-alive connections: every one is answered, then the server exits", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const host = `demo.localhost:${server.port}`;
    // A first round opens the connections, which stay open for the next.
    const opened = await Promise.all(Array.from({ length: IN_FLIGHT }, () => get("/", host, agent)));
    expect(opened.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(200));

    let written = 0;
    let allWritten: () => void = () => undefined;
    const written200 = new Promise<void>((resolve) => (allWritten = resolve));
    const inFlight = Array.from({ length: IN_FLIGHT }, () =>
      get("/", host, agent, () => {
        written += 1;
        if (written === IN_FLIGHT) allWritten();
      }),
    );
    await written200;
    const pid = server.pid()!;
    process.kill(pid, "SIGTERM");
    const answers = await Promise.all(inFlight);
    agent.destroy();

    expect(answers.filter((answer) => answer.error !== null).map((answer) => answer.error)).toEqual([]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(200));
    await expect.poll(() => running(pid)).toBe(false);
  });
});
