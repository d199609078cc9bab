import { describe, expect, it } from "vitest";
import { NETWORK_LIMITS, QUERY_STRING_LIMITS } from "./networkLimits";

describe("network limits", () => {
  it("pins the timers of both specs", () => {
    expect(NETWORK_LIMITS).toEqual({
      dataLayerRetryDelayMs: 200,
      censusPostTimeoutMs: 2500,
      chunkLoadTimeoutSeconds: 120,
      traceBatchTimerSeconds: 30,
      socialScriptTimeoutSeconds: 10,
      mapApiLoadTimeoutSeconds: 30,
    });
  });

  it("pins the query-string defaults of spec 1 §9", () => {
    expect(QUERY_STRING_LIMITS).toEqual({ depth: 5, arrayLimit: 20, parameterLimit: 1000 });
  });
});
