import { defineConfig } from "vitest/config";

// Unit and integration tests live beside the code; browser journeys live in e2e/ and run
// through their own config (vitest.e2e.config.ts) because they need a built, started server.
// Two files run at a time: the machines have 2 cores, and vitest's own default (cores - 1)
// would run one file at a time while most files wait on a database, Redis or argon2 hashing.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
