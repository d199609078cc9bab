import { defineConfig } from "vitest/config";

// Browser journeys (e2e/**/*.e2e.ts): each file starts its own built server and a headless
// Chromium (Debian's headless shell when installed, scripts/journeyChromium.mjs), so files never share
// state; on SQLite the server starts from a copy of a data directory the global setup migrated
// and seeded once (e2e/harness/globalSetup.ts). Three files run at a time on the machines' 2
// cores, as a journey spends part of its time waiting on its server and browser (all journeys took
// 391 s so against 514 s two at a time; in the headless shell 320 s against 361 s four at a
// time), with generous timeouts; every throttle, debounce and timer a journey
// asserts runs on the page's held clock, so a busy machine slows journeys down without changing
// what they see.
// Files in one worker share loaded modules (isolate: false): the harness, playwright-core and the
// project's modules a journey reads are imported once per worker instead of once per file; every
// file still starts its own server and browser, so nothing one file does reaches the next.
// expect.poll waits up to 15 s instead of vitest's 1 s: a page or frame that loads slowly on a
// busy machine is waited for, as every other wait of a journey is.
// Build first: `node scripts/build.mjs` (npm test does it). No retries: a flaky journey is a bug.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/harness/globalSetup.ts"],
    environment: "node",
    testTimeout: 240_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    fileParallelism: true,
    maxWorkers: 3,
    isolate: false,
    retry: 0,
    expect: { poll: { timeout: 15_000 } },
  },
});
