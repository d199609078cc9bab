const ID_BYTE_LENGTH = 12;
const ID_PATTERN = /^[0-9a-f]{24}$/;

/** Random bytes drawn 340 ids at a time (one call to the random source instead of one per id); each byte is used once. */
const idPool = new Uint8Array(ID_BYTE_LENGTH * 340);
let idPoolOffset = idPool.length;
const HEX_OF_BYTE = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/**
 * Makes a new record id: 24 lowercase hex characters from the platform's secure random source.
 * The format matches the 24-character ids in collection panel links (/pages/{id}).
 */
export function newId(): string {
  if (idPoolOffset === idPool.length) {
    globalThis.crypto.getRandomValues(idPool);
    idPoolOffset = 0;
  }
  let id = "";
  for (let index = idPoolOffset; index < idPoolOffset + ID_BYTE_LENGTH; index += 1) id += HEX_OF_BYTE[idPool[index]!];
  idPoolOffset += ID_BYTE_LENGTH;
  return id;
}

/** Tells whether a value is a well-formed record id, so untrusted ids can be refused before any lookup. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}
