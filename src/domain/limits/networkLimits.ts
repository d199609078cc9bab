/** Timers and time-outs of the calls the runtime makes (spec 1 §7, §9 and spec 2 §5, §7, §9). */
export const NETWORK_LIMITS = {
  dataLayerRetryDelayMs: 200,
  censusPostTimeoutMs: 2500,
  chunkLoadTimeoutSeconds: 120,
  traceBatchTimerSeconds: 30,
  socialScriptTimeoutSeconds: 10,
  mapApiLoadTimeoutSeconds: 30,
} as const;

/** Defaults of query-string parsing (spec 1 §9). */
export const QUERY_STRING_LIMITS = {
  /** Bracket levels parsed into nested objects; deeper levels stay in one literal key. */
  depth: 5,
  /** Highest array index kept as an array; higher indexes become object keys. */
  arrayLimit: 20,
  /** Parameters read; later ones are ignored. */
  parameterLimit: 1000,
} as const;
