import { describe, expect, it } from "vitest";
import { ANIMATION_LIMITS, BREAKPOINTS, DESIGN_SCALE, MARQUEE_LIMITS } from "./layoutLimits";

describe("layout limits", () => {
  it("pins the width thresholds of both specs", () => {
    expect(BREAKPOINTS).toEqual({
      mobileMaxWidth: 432,
      desktopMinWidth: 433,
      narrowImageBlockBelow: 415,
      newsletterSmallContainerBelow: 320,
      mobileInfoBarMaxWidth: 1024,
      reservationWideLayoutAbove: 850,
      tableBookingColumnLayoutMaxWidth: 750,
    });
  });

  it("pins the motion defaults", () => {
    expect(ANIMATION_LIMITS).toEqual({
      defaultDurationSeconds: 0.3,
      scaleDownFactor: 0.94,
      accordionDurationMs: 250,
      observerThresholds: [0, 0.1, 0.25, 0.5, 1],
      observerDefaultRatio: 0.5,
      idleCallbackFrameBudgetMs: 50,
      zIndexBase: 30_000,
      loggerDebugFocusPollMs: 500,
      shapeSizeClasses: [100, 150, 67],
    });
  });

  it("pins the marquee limits and defaults", () => {
    expect(MARQUEE_LIMITS).toEqual({
      minWidth: 50,
      rerenderDebounceMs: 1000,
      defaults: { waveFrequency: 1, waveIntensity: 0, animationDirection: "left", animationSpeed: 1, pausedOnHover: false },
      maxItems: 20,
      maxItemLength: 200,
      maxSeparatorLength: 10,
      pixelsPerSecondAtSpeedOne: 60,
      animationSpeed: { min: 0.1, max: 10 },
      waveFrequency: { min: 0, max: 10 },
      waveIntensity: { min: 0, max: 50 },
    });
  });

  it("pins the design scale ranges", () => {
    expect(DESIGN_SCALE).toEqual({
      fontSize: { min: 9.75, max: 28 },
      radii: [0, 4, 8],
      spacing: { min: 0, max: 55 },
      timeMs: { min: 0, max: 600 },
    });
  });
});
