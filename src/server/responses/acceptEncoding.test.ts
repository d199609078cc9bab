import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./acceptEncoding";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, then none", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
  });

  it("honours q=0 and the * wildcard", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("BR; q=0.5, gzip;q=1")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("br;q=nonsense, gzip")).toBe("gzip");
  });
});
