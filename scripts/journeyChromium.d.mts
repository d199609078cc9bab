// Types of journeyChromium.mjs, for e2e/harness/browser.ts.

/** The journeys' Chromium: CHROMIUM_PATH when set, else the first of Debian's that is installed, else the headless shell's path. */
export function journeyChromium(): string;
