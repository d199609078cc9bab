import { processLogger } from "../log/serverLogger";

// Set up before every unit test file (vitest.config.ts): the process's logger writes nothing, so a
// test that provokes a background failure on purpose (a refused mail, a lost connection) does not
// bury the run's report under JSON lines. Tests that assert what is logged hand the code a logger
// of their own.
processLogger.level = "silent";
