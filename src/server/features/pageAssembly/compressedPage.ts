import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { sitePagePolicy } from "../../responses/sitePagePolicy";
import type { CachedPage } from "./pageCache";
import type { RenderedPage } from "./sitePageRenderer";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Where a cached page lives: its site, the site's published version, the path, and the stock version when it shows stock lines (else null). */
interface PagePlace {
  websiteId: string;
  version: number;
  stockVersion: number | null;
  path: string;
}

/**
 * The entity tag stem of a page: site, published version (with the stock version after a dash
 * for a page showing stock lines) and a digest of the path. A publish (any write visitors see)
 * bumps the version, so every tag of the site changes with it; a sale that changes a stock line
 * changes only the tags of the pages showing stock lines.
 */
function pageTagStem(place: PagePlace): string {
  const pathDigest = createHash("sha256").update(place.path).digest("base64url").slice(0, 16);
  const versions = place.stockVersion === null ? `${place.version}` : `${place.version}-${place.stockVersion}`;
  return `${place.websiteId}.${versions}.${pathDigest}`;
}

/**
 * The brotli quality of cached pages. 11, the best, took 60–160 ms of CPU for the demo's home
 * page of 19 KB, most of a cold render, where 5 takes about 1 ms for 13 % more bytes (4.8 KB
 * against 4.3 KB): with thousands of sites, each page of each site version is made once, and
 * bench:growth showed the best quality capping cold home pages at 5 a second.
 */
const BROTLI_QUALITY = 5;

/**
 * The bytes of a compressed body in memory of their own size: zlib answers a view of its output
 * chunk (16 KiB for a brotli page of 4.8 KB), which the page cache would keep whole while
 * counting only the view, holding about twice the memory its bound says.
 */
function exactCopy(body: Buffer): Buffer {
  if (body.buffer.byteLength === body.length) return body;
  const copy = Buffer.allocUnsafeSlow(body.length);
  body.copy(copy);
  return copy;
}

/**
 * A rendered page made ready for the cache: brotli (BROTLI_QUALITY, in the thread pool) and
 * gzip bodies; the plain one is not kept (sendCachedPage unpacks the gzip body for the rare
 * client that accepts neither).
 */
export async function compressPage(page: Pick<RenderedPage, "html" | "nonce" | "frameSources">, place: PagePlace): Promise<CachedPage> {
  const identity = page.html;
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    bodies: { br: exactCopy(br), gzip: exactCopy(gzip) },
    policy: sitePagePolicy(page.nonce, page.frameSources),
    etag: pageTagStem(place),
    stockVersion: place.stockVersion,
  };
}
