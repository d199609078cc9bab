const ID_BYTE_LENGTH = 12;
const ID_PATTERN = /^[0-9a-f]{24}$/;

/**
 * Makes a new record id: 24 lowercase hex characters from the platform's secure random source.
 * The format matches the 24-character ids in collection panel links (/pages/{id}).
 */
export function newId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(ID_BYTE_LENGTH));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Tells whether a value is a well-formed record id, so untrusted ids can be refused before any lookup. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}
