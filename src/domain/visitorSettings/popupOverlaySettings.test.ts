import { describe, expect, it } from "vitest";
import { normalizePopupOverlaySettings, parsePopupOverlayRecord, shouldShowPopupOverlay } from "./popupOverlaySettings";

const DAY = 86_400_000;
const enabled = normalizePopupOverlaySettings({ isEnabled: true, version: 2, displayFrequency: 3 });
const page = { pageType: 2, isMobile: false, screenshotMode: false };

describe("popup overlay rules", () => {
  it("shows to a visitor with no record, and not when disabled", () => {
    expect(shouldShowPopupOverlay(enabled, null, page, 0)).toBe(true);
    expect(shouldShowPopupOverlay({ ...enabled, isEnabled: false }, null, page, 0)).toBe(false);
  });

  it("shows again only once displayFrequency days have passed since closing", () => {
    const record = { version: 2, submitted: false, closedAt: 10 * DAY };
    expect(shouldShowPopupOverlay(enabled, record, page, 12 * DAY)).toBe(false);
    expect(shouldShowPopupOverlay(enabled, record, page, 13 * DAY)).toBe(true);
  });

  it("never shows again after closing when displayFrequency is -1, unless the version is newer", () => {
    const never = { ...enabled, displayFrequency: -1 };
    expect(shouldShowPopupOverlay(never, { version: 2, submitted: false, closedAt: 0 }, page, 1000 * DAY)).toBe(false);
    expect(shouldShowPopupOverlay(never, { version: 1, submitted: false, closedAt: 0 }, page, 1)).toBe(true);
  });

  it("is not shown after signup when showUntilSignup", () => {
    const untilSignup = { ...enabled, showUntilSignup: true };
    expect(shouldShowPopupOverlay(untilSignup, { version: 1, submitted: true, closedAt: null }, page, 0)).toBe(false);
    expect(shouldShowPopupOverlay(enabled, { version: 1, submitted: true, closedAt: null }, page, 0)).toBe(true);
  });

  it("is not shown on lock-screen, splash or not-found pages, in screenshot mode, or on phones unless enabled there", () => {
    for (const pageType of [103, 3, 100]) expect(shouldShowPopupOverlay(enabled, null, { ...page, pageType }, 0)).toBe(false);
    expect(shouldShowPopupOverlay(enabled, null, { ...page, screenshotMode: true }, 0)).toBe(false);
    expect(shouldShowPopupOverlay({ ...enabled, enableMobile: false }, null, { ...page, isMobile: true }, 0)).toBe(false);
  });

  it("normalises stored settings and reads local records defensively", () => {
    expect(normalizePopupOverlaySettings({ version: -4, displayFrequency: 9999, style: "X" })).toMatchObject({
      version: 1,
      displayFrequency: 7,
      style: "CARD",
    });
    expect(parsePopupOverlayRecord("{not json")).toBeNull();
    expect(parsePopupOverlayRecord('{"version":3,"submitted":true,"closedAt":5}')).toEqual({ version: 3, submitted: true, closedAt: 5 });
  });
});
