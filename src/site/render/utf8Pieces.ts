const encoder = new TextEncoder();
/** Where a page's pieces are encoded, one page at a time, before their bytes are copied out; reused for every page. */
const scratch = new Uint8Array(512 * 1024);

/**
 * The UTF-8 bytes of texts written one after another, as one buffer. A page is put together from
 * its kept shell and each request's parts: joining them into one string and then sending it
 * copied every character twice and measured the string's byte length besides. Here each piece
 * is encoded straight into one kept buffer and the bytes copied out once. Pieces that might not
 * fit it (three bytes for each of their UTF-16 units) are joined and encoded the usual way.
 */
export function utf8Pieces(pieces: readonly string[]): Buffer {
  let units = 0;
  for (const piece of pieces) units += piece.length;
  if (units * 3 > scratch.length) return Buffer.from(pieces.join(""), "utf8");
  let written = 0;
  for (const piece of pieces) written += encoder.encodeInto(piece, scratch.subarray(written)).written;
  return Buffer.from(scratch.subarray(0, written));
}
