/** One of the encodings a page body is kept in, best first: brotli, gzip, none. */
export type BodyEncoding = "br" | "gzip" | "identity";

/** Answers for the headers seen most: browsers send one of a handful of values. */
const remembered = new Map<string, BodyEncoding>();
const REMEMBERED_HEADERS = 64;

/**
 * The best encoding a request's Accept-Encoding allows: brotli, then gzip, then none. A coding
 * with q=0 is refused; `*` stands for every coding not named.
 */
export function preferredEncoding(header: string | undefined): BodyEncoding {
  if (!header) return "identity";
  const known = remembered.get(header);
  if (known !== undefined) return known;
  const encoding = parsedPreference(header);
  if (remembered.size < REMEMBERED_HEADERS) remembered.set(header, encoding);
  return encoding;
}

function parsedPreference(header: string): BodyEncoding {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}
