// One GET to a site of a bench's server, as a browser asks for it (brotli or gzip accepted),
// counting the bytes that cross the wire without decoding them.
import { request, type Agent } from "node:http";

/** What one GET answered: status, bytes on the wire and milliseconds to the last byte. */
export interface RawAnswer {
  status: number;
  bytes: number;
  ms: number;
}

/** GETs `path` on the site `identifier` of the server at `port`, through `agent` (keep-alive in load). */
export function rawGet(port: number, identifier: string, path: string, agent: Agent | false = false): Promise<RawAnswer> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const call = request(
      { host: "127.0.0.1", port, path, agent, headers: { host: `${identifier}.localhost:${port}`, "accept-encoding": "br, gzip" } },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
        response.on("error", reject);
      },
    );
    call.on("error", reject);
    call.end();
  });
}

/** Runs `total` jobs on `concurrency` workers; answers the seconds it took. */
export async function timed(total: number, concurrency: number, job: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await job(next++);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}
