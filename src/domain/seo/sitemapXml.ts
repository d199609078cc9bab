/** Most addresses one sitemap file may list (sitemaps.org); past it `/sitemap.xml` becomes an index of parts. */
const SITEMAP_URL_LIMIT = 50_000;

/** One address of a sitemap: its path on the site and when what it shows last changed (ISO 8601). */
export interface SitemapEntry {
  path: string;
  lastModified: string;
}

/** The path of a sitemap's part `n` (from 1) when the site has more addresses than one file may list. */
export function sitemapPartPath(n: number): string {
  return `/sitemap-${n}.xml`;
}

/** The part number a path names (`/sitemap-3.xml` is 3), or null when it names no part. */
export function sitemapPartOf(path: string): number | null {
  const match = /^\/sitemap-([1-9][0-9]{0,5})\.xml$/.exec(path);
  return match ? Number(match[1]) : null;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

function absolute(baseUrl: string, path: string): string {
  return escapeXml(`${baseUrl.replace(/\/+$/, "")}${encodeURI(path)}`);
}

function urlSet(entries: readonly SitemapEntry[], baseUrl: string): string {
  const urls = entries.map((entry) => `<url><loc>${absolute(baseUrl, entry.path)}</loc><lastmod>${escapeXml(entry.lastModified)}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(parts: readonly (readonly SitemapEntry[])[], baseUrl: string): string {
  const latest = (part: readonly SitemapEntry[]) => part.reduce((a, entry) => (entry.lastModified > a ? entry.lastModified : a), part[0]!.lastModified);
  const items = parts.map(
    (part, i) => `<sitemap><loc>${absolute(baseUrl, sitemapPartPath(i + 1))}</loc><lastmod>${escapeXml(latest(part))}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * The sitemap document a path asks for: `/sitemap.xml` lists every address while they fit in one
 * file (`limit` of them), and past that is an index of parts `/sitemap-1.xml`, `/sitemap-2.xml`…
 * each holding `limit` addresses. Null for a part that does not exist.
 */
export function sitemapDocument(entries: readonly SitemapEntry[], baseUrl: string, part: number | null, limit = SITEMAP_URL_LIMIT): string | null {
  const parts: SitemapEntry[][] = [];
  for (let from = 0; from < entries.length; from += limit) parts.push(entries.slice(from, from + limit));
  if (part === null) return parts.length > 1 ? sitemapIndex(parts, baseUrl) : urlSet(entries, baseUrl);
  const shown = parts.length > 1 ? parts[part - 1] : undefined;
  return shown ? urlSet(shown, baseUrl) : null;
}
