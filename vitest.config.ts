import { defineConfig } from "vitest/config";

// Unit and integration tests live beside the code; browser journeys live in e2e/ and run
// through their own config (vitest.e2e.config.ts) because they need a built, started server.
// Two files run at a time: the machines have 2 cores, and vitest's own default (cores - 1)
// would run one file at a time while most files wait on a database, Redis or argon2 hashing.
// The time limits only catch hangs: on a machine busy with other work, creating a PGlite database
// or solving a captcha challenge can take ten times as long as on an idle one.
// The process's logger is silenced in every file (src/server/testing/quietProcessLog.ts).
// Files in one worker share loaded modules (isolate: false): importing the server again for each
// file was half the phase's time. No test mocks modules, and each builds its own server,
// databases and clocks, so nothing a file changes reaches the next.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    setupFiles: ["src/server/testing/quietProcessLog.ts"],
    maxWorkers: 2,
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
