const encoder = new TextEncoder();
/** Where texts are encoded, one at a time, before their bytes are copied out; reused for every answer. */
const scratch = new Uint8Array(256 * 1024);

/**
 * A text's UTF-8 bytes, for a large answer built as a string (an uncached page). Handing the
 * string itself to the response measures its byte length and then encodes it, two passes that
 * cost about twice this one (encoded into a kept buffer, then copied out). A text that might not
 * fit the buffer (three bytes for each of its UTF-16 units) is encoded the usual way.
 */
export function utf8Bytes(text: string): Buffer {
  if (text.length * 3 > scratch.length) return Buffer.from(text, "utf8");
  const { written } = encoder.encodeInto(text, scratch);
  return Buffer.from(scratch.subarray(0, written));
}
