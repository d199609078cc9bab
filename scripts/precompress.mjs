// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of a folder, so
// @fastify/static (preCompressed) sends the smaller body a browser accepts without compressing
// per request. A copy that would not be smaller than the file is not written.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".html", ".txt", ".map", ".xml"]);

/** Compresses every compressible file under `dir` (recursively). */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(full);
      continue;
    }
    if (!COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const bytes = readFileSync(full);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    for (const [suffix, copy] of [
      [".br", br],
      [".gz", gz],
    ]) {
      if (copy.length >= bytes.length) continue;
      writeFileSync(`${full}${suffix}`, copy);
    }
  }
}
