// Preloaded into the server by the growth bench (`node --expose-gc --import
// bench/growth/memoryProbe.mjs dist/server/main.js`): on SIGUSR2 it collects garbage and writes
// process.memoryUsage() as JSON to BENCH_MEMORY_FILE, so a bench reads the heap a server keeps,
// not only the resident size ps sees.
import { renameSync, writeFileSync } from "node:fs";

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    if (typeof globalThis.gc === "function") globalThis.gc();
    writeFileSync(`${file}.part`, JSON.stringify(process.memoryUsage()));
    renameSync(`${file}.part`, file);
  });
}
