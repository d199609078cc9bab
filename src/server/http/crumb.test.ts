import { describe, expect, it } from "vitest";
import { CrumbSigner } from "./crumb";

describe("crumbs", () => {
  const signer = new CrumbSigner("a-secret-of-enough-length-for-tests-123");

  it("verifies a crumb for the session it was issued to, and no other", () => {
    const crumb = signer.issue("session-a");
    expect(signer.verify(crumb, "session-a")).toBe(true);
    expect(signer.verify(crumb, "session-b")).toBe(false);
    expect(signer.verify(crumb, null)).toBe(false);
    expect(signer.verify(signer.issue(null), null)).toBe(true);
  });

  it("refuses forged, truncated and foreign-secret crumbs", () => {
    const crumb = signer.issue(null);
    const [nonce, signature] = crumb.split(".");
    expect(signer.verify(`${nonce}x.${signature}`, null)).toBe(false);
    expect(signer.verify(`${nonce}.${signature!.slice(1)}`, null)).toBe(false);
    expect(signer.verify(`${crumb}.extra`, null)).toBe(false);
    expect(signer.verify(undefined, null)).toBe(false);
    expect(new CrumbSigner("another-secret-of-enough-length-000").verify(crumb, null)).toBe(false);
  });

  it("answers the same for a crumb verified before, however many crumbs were verified since", () => {
    const crumb = signer.issue("session-a");
    expect(signer.verify(crumb, "session-a")).toBe(true);
    expect(signer.verify(crumb, "session-a")).toBe(true);
    expect(signer.verify(crumb, "session-b")).toBe(false);
    expect(signer.verify(`${crumb}x`, "session-a")).toBe(false);
    for (let index = 0; index < 10_001; index += 1) signer.verify(signer.issue(`session-${index}`), `session-${index}`);
    expect(signer.verify(crumb, "session-a")).toBe(true);
    expect(signer.verify(crumb, null)).toBe(false);
  });

  it("issues a different crumb every time", () => {
    expect(signer.issue(null)).not.toBe(signer.issue(null));
  });
});
