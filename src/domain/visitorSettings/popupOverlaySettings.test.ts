import { describe, expect, it } from "vitest";
import {
  normalizePopupOverlaySettings,
  parsePopupOverlayRecord,
  popupOverlayMayShowOn,
  popupOverlayRecordAfter,
  shouldShowPopupOverlay,
  type PopupOverlayMoment,
  type PopupOverlayRecord,
} from "./popupOverlaySettings";

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
    expect(normalizePopupOverlaySettings({ version: -4, displayFrequency: 9999, style: "X", formId: "not an id" })).toMatchObject({
      version: 1,
      displayFrequency: 7,
      style: "CARD",
      formId: "",
    });
    expect(normalizePopupOverlaySettings({ formId: "0123456789abcdef01234567" }).formId).toBe("0123456789abcdef01234567");
    expect(parsePopupOverlayRecord("{not json")).toBeNull();
    expect(parsePopupOverlayRecord('{"version":3,"submitted":true,"closedAt":5}')).toEqual({ version: 3, submitted: true, closedAt: 5 });
  });
});

describe("the popup's sign-up form and the visitor's record", () => {
  const untilSignup = { ...enabled, showUntilSignup: true, displayFrequency: 1 };
  /** The record after a visitor's moments, each at its own time on a controlled clock. */
  const after = (moments: [PopupOverlayMoment, number][]): PopupOverlayRecord =>
    moments.reduce<PopupOverlayRecord | null>((record, [moment, at]) => popupOverlayRecordAfter(record, moment, untilSignup.version, at), null)!;

  it("keeps showing a visitor who only followed the link (a close) once per displayFrequency, until a real sign-up", () => {
    const followed = after([
      ["shown", 0],
      ["closed", 5],
    ]);
    expect(followed).toEqual({ version: 2, submitted: false, closedAt: 5 });
    expect(shouldShowPopupOverlay(untilSignup, followed, page, 5 + DAY - 1)).toBe(false);
    expect(shouldShowPopupOverlay(untilSignup, followed, page, 5 + DAY)).toBe(true);

    const signedUp = after([
      ["shown", 0],
      ["closed", 5],
      ["shown", 2 * DAY],
      ["signed-up", 2 * DAY + 9],
    ]);
    expect(signedUp).toEqual({ version: 2, submitted: true, closedAt: 2 * DAY + 9 });
    expect(shouldShowPopupOverlay(untilSignup, signedUp, page, 900 * DAY)).toBe(false);
    // Closing the thank-you message afterwards keeps the sign-up.
    expect(popupOverlayRecordAfter(signedUp, "closed", 2, 3 * DAY)).toEqual({ version: 2, submitted: true, closedAt: 3 * DAY });
  });

  it("counts a sign-up as a close when the popup shows until sign-up is off", () => {
    const signedUp = after([
      ["shown", 0],
      ["signed-up", 10],
    ]);
    const everyDay = { ...untilSignup, showUntilSignup: false };
    expect(shouldShowPopupOverlay(everyDay, signedUp, page, 10 + DAY - 1)).toBe(false);
    expect(shouldShowPopupOverlay(everyDay, signedUp, page, 10 + DAY)).toBe(true);
  });

  it("leaves a form off the pages that never show the popup", () => {
    expect([1, 2, 50, 100, 103, 3].map(popupOverlayMayShowOn)).toEqual([true, true, true, false, false, false]);
  });
});
