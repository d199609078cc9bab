// Reads a running server's memory through the probe it was started with (memoryProbe.mjs).
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The node options that start a server with the probe (garbage collection on demand, the probe preloaded), after any of BENCH_SERVER_NODE_ARGS (say, --cpu-prof). */
export const PROBED_NODE_ARGS = [
  ...(process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean),
  "--expose-gc",
  "--import",
  path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "bench", "growth", "memoryProbe.mjs"),
];

/** A server's memory after a full garbage collection, in MB. */
export interface MemoryFigures {
  rssMb: number;
  heapMb: number;
  /** The heap V8 holds from the system, used or not. */
  heapTotalMb: number;
  externalMb: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Asks the server (pid) for its memory after a garbage collection and waits for the answer in `file`. */
export async function serverMemory(pid: number, file: string): Promise<MemoryFigures> {
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; !existsSync(file); waited += 50) {
    if (waited > 30_000) throw new Error(`The server (pid ${pid}) did not write its memory to ${file} within 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const usage = JSON.parse(readFileSync(file, "utf8")) as NodeJS.MemoryUsage;
  return { rssMb: mb(usage.rss), heapMb: mb(usage.heapUsed), heapTotalMb: mb(usage.heapTotal), externalMb: mb(usage.external) };
}
