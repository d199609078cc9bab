/** What the first bytes of an upload say it is. */
export interface DetectedType {
  kind: "image" | "file";
  /** Short format name: jpeg, png, gif, webp, svg, pdf, zip, mp3, m4a, aac, ogg, mp4, wav. */
  format: string;
  contentType: string;
  /** The extension served file names end with. */
  extension: string;
}

const IMAGE = (format: string, contentType: string, extension = format): DetectedType => ({ kind: "image", format, contentType, extension });
const FILE = (format: string, contentType: string, extension = format): DetectedType => ({ kind: "file", format, contentType, extension });

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.subarray(start, end)).toString("latin1");
}

/** The text at the start of a file, without a byte-order mark, for SVG detection. */
function leadingText(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString("utf8");
  return head.replace(/^\uFEFF/, "").trimStart();
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = leadingText(bytes);
  if (!/^<(\?xml|svg|!--|!DOCTYPE svg)/i.test(text)) return false;
  return /<svg[\s>]/i.test(text);
}

/**
 * Whether the bytes open with an MPEG audio frame header: the 11-bit sync, then a version,
 * layer, bitrate and sample rate that are not reserved (so text such as a UTF-16 byte-order
 * mark followed by markup is not taken for audio).
 */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[1]! >> 3) & 3;
  const layer = (bytes[1]! >> 1) & 3;
  const bitrate = bytes[2]! >> 4;
  const sampleRate = (bytes[2]! >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 15 && sampleRate !== 3;
}

/**
 * Whether the bytes open with an AAC ADTS header: the 12-bit sync, layer 0, and a profile and
 * sample rate index that are not reserved.
 */
function isAdtsFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 7 || bytes[0] !== 0xff || (bytes[1]! & 0xf6) !== 0xf0) return false;
  const sampleRateIndex = (bytes[2]! >> 2) & 0x0f;
  return sampleRateIndex < 13;
}

/** The MP4 brands of audio-only files (iTunes audio, audiobooks, protected audio). */
const AUDIO_MP4_BRANDS = new Set(["M4A ", "M4B ", "M4P "]);

/**
 * Recognises an upload by its content, never by its name: a renamed program stays a program.
 * Answers null for anything Tessera does not accept (executables, scripts, HTML, unknown data).
 */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return IMAGE("jpeg", "image/jpeg", "jpg");
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE("png", "image/png");
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return IMAGE("gif", "image/gif");
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return IMAGE("webp", "image/webp");
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WAVE") return FILE("wav", "audio/wav");
  if (ascii(bytes, 0, 5) === "%PDF-") return FILE("pdf", "application/pdf");
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return FILE("zip", "application/zip");
  if (ascii(bytes, 0, 3) === "ID3" || isMpegAudioFrame(bytes)) return FILE("mp3", "audio/mpeg");
  if (isAdtsFrame(bytes)) return FILE("aac", "audio/aac");
  if (ascii(bytes, 0, 4) === "OggS" && bytes[4] === 0) return FILE("ogg", "audio/ogg");
  if (ascii(bytes, 4, 8) === "ftyp" && AUDIO_MP4_BRANDS.has(ascii(bytes, 8, 12))) return FILE("m4a", "audio/mp4");
  if (ascii(bytes, 4, 8) === "ftyp") return FILE("mp4", "video/mp4");
  if (looksLikeSvg(bytes)) return IMAGE("svg", "image/svg+xml");
  return null;
}

/**
 * Whether a raster image's bytes run to their format's end marker, so a cut-short upload is
 * refused at once instead of failing later: JPEG ends with EOI (FF D9), PNG with its IEND
 * chunk, GIF with its trailer (3B), WebP fills the length its RIFF header declares.
 */
export function isCompleteImage(format: string, bytes: Uint8Array): boolean {
  let end = bytes.length;
  if (format === "jpeg") {
    while (end > 2 && bytes[end - 1] === 0x00) end -= 1;
    return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
  }
  if (format === "png") {
    const iend = Buffer.from(bytes).lastIndexOf("IEND", undefined, "latin1");
    return iend > 8 && iend + 8 <= bytes.length;
  }
  if (format === "gif") {
    while (end > 1 && bytes[end - 1] === 0x00) end -= 1;
    return bytes[end - 1] === 0x3b;
  }
  if (format === "webp") {
    const declared = Buffer.from(bytes).readUInt32LE(4) + 8;
    return bytes.length >= declared;
  }
  return true;
}
