// The load generator of bench:pages: wrk from Debian (`apt-get install -y wrk`), a C program that
// one thread of which outruns a Node server many times over, so the figures are the server's and
// not the generator's (autocannon, in Node, capped nginx at about a third of what wrk shows).
import { execFile, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Where wrk is, or undefined when it is not installed. */
export const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((file) => existsSync(file));

/** wrk's version line, for the bench's heading. */
export function wrkVersion() {
  return spawnSync(WRK, ["--version"], { encoding: "utf8" }).stdout.split("\n")[0].trim();
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000 };

/** A figure of wrk's report, or a clear error naming what was missing from it. */
function figure(report, pattern, what) {
  const match = pattern.exec(report);
  if (!match) throw new Error(`wrk's report has no ${what}:\n${report}`);
  return match;
}

/**
 * Runs wrk with one thread against a URL for some seconds, with the given headers and
 * connections; answers requests/s, the 99th percentile latency in ms, and how many requests it
 * made. Fails on any answer that is not 2xx or 3xx and on more than one socket error in a thousand.
 */
export function runWrk(url, { seconds, connections, headers }) {
  const args = [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { encoding: "utf8" }, (error, report) => {
      if (error) return reject(new Error(`wrk failed: ${error.message}`));
      try {
        const requests = Number(figure(report, /(\d+) requests in/, "request count")[1]);
        const rps = Number(figure(report, /Requests\/sec:\s+([\d.]+)/, "requests per second")[1]);
        const [, p99, unit] = figure(report, /^\s+99%\s+([\d.]+)(us|ms|s)$/m, "99th percentile");
        const wrong = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
        const socketErrors = (/Socket errors: (.*)/.exec(report)?.[1] ?? "").match(/\d+/g)?.map(Number) ?? [];
        if (wrong > 0) throw new Error(`${url}: ${wrong} answers not 2xx or 3xx in ${requests} requests`);
        if (socketErrors.reduce((sum, n) => sum + n, 0) > requests / 1000)
          throw new Error(`${url}: socket errors ${socketErrors.join(", ")} in ${requests} requests`);
        resolve({ rps, p99: Number(p99) * UNIT_MS[unit], requests });
      } catch (failure) {
        reject(failure);
      }
    });
  });
}
