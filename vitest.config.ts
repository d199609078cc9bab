import { defineConfig } from "vitest/config";

// Unit and integration tests live beside the code; browser journeys live in e2e/ and run
// through their own config (vitest.e2e.config.ts) because they need a built, started server.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
