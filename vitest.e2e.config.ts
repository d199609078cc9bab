import { defineConfig } from "vitest/config";

// Browser journeys (e2e/**/*.e2e.ts): each file starts its own built server and a headless
// Chromium, so files run one at a time (the machines have 2 cores) with generous timeouts.
// Build first: `node scripts/build.mjs` (npm test does it). No retries: a flaky journey is a bug.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    fileParallelism: false,
    retry: 0,
  },
});
