// Which Chromium the browser journeys run in, chosen in one place for scripts/test.mjs (which
// installs Debian's headless shell when none is there) and e2e/harness/browser.ts (which launches it).
import { existsSync } from "node:fs";

/**
 * Debian's installs, first choice first: the headless shell (package chromium-headless-shell:
 * the same engine as the full browser without its windowing layers, about half the processor
 * time for the same journeys), then the full browser (package chromium).
 */
const DEBIAN_CHROMIUMS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

/** The journeys' Chromium: CHROMIUM_PATH when set, else the first of Debian's that is installed, else the headless shell's path. */
export function journeyChromium() {
  return process.env.CHROMIUM_PATH || DEBIAN_CHROMIUMS.find((candidate) => existsSync(candidate)) || DEBIAN_CHROMIUMS[0];
}
