/**
 * Freezes a value and everything it holds (a Map's values too; byte buffers stay as they are),
 * so an answer kept for later renders cannot be changed by one of them.
 */
export function frozen<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value) || ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const held of value instanceof Map ? value.values() : Object.values(value)) frozen(held);
  return value;
}
