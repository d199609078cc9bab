import path from "node:path";
import { buildApp } from "./app";
import { PROJECT_ROOT } from "./projectRoot";
import { migrateAndThen, openConfigured } from "./bootstrap";
import { systemClock } from "./clock";
import type { AppConfig } from "./config";
import { DEMO_ADMIN_FILE, DEMO_CREDENTIALS_FILE, seedDemoIfEmpty } from "./seed/demoSeed";
import { configuredBlobStore } from "./features/media/configuredBlobStore";
import { processLog } from "./log/serverLog";
import { processLogger } from "./log/serverLogger";

/**
 * Migrates and seeds the demo site on an empty database (under the start-up lock, so nodes
 * starting together take turns), listens, and prints where to go. On SIGTERM
 * or SIGINT it drains: the readiness probe says so, every request already received is answered
 * (kept-alive connections told to close), background work flushes, then the process exits.
 */
export async function startServer(config: AppConfig): Promise<void> {
  processLogger.level = config.logLevel;
  const database = openConfigured(config);
  const blobs = await configuredBlobStore(config);
  const seed = await migrateAndThen(database, (db) => seedDemoIfEmpty(db, systemClock, PROJECT_ROOT, config.dataDir, blobs));
  const { site: demo, admin: demoAdmin } = seed;
  const { app, services } = await buildApp({ config, database, logger: processLogger, log: processLog, trustProxy: config.trustProxy });
  await app.listen({ port: config.port, host: "::" });
  services.background.start();

  const port = config.port === 80 ? "" : `:${config.port}`;
  const lines = [
    `Tessera is running on port ${config.port} (${database.engine === "sqlite" ? `SQLite in ${config.dataDir}` : "PostgreSQL"}).`,
    `  Platform: http://${config.appDomain}${port}/`,
  ];
  // Passwords are printed once, on the start that made them; later starts say where they are kept.
  const password = (made: string, keptIn: string) => (seed.seededNow ? `password ${made}` : `(password in ${path.join(config.dataDir, keptIn)})`);
  if (demoAdmin) lines.push(`             platform administrator: email ${demoAdmin.email}  ${password(demoAdmin.password, DEMO_ADMIN_FILE)}`);
  if (demo) {
    lines.push(
      `  Demo site: http://${demo.identifier}.${config.appDomain}${port}/`,
      `  Sign in:   http://${demo.identifier}.${config.appDomain}${port}/config`,
      `             email ${demo.email}  ${password(demo.password, DEMO_CREDENTIALS_FILE)}`,
    );
  }
  processLog.info(
    "server",
    `Started on port ${config.port} with ${database.engine === "sqlite" ? "SQLite" : "PostgreSQL"}${config.redisUrl ? " and Redis" : ""}.`,
  );
  console.log(lines.join("\n"));

  const stop = async (signal: NodeJS.Signals) => {
    processLog.info("server", `${signal} received: answering the requests already received, then stopping.`);
    services.readiness.drain();
    await requestsAlreadyReceived();
    await app.close();
    await database.close();
    processLog.info("server", "Stopped.");
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/**
 * Lets the event loop read what clients sent before the signal: a request whose bytes wait
 * unread on a kept-alive connection would otherwise count as idle when closing begins, and its
 * connection would be cut instead of answered. Two turns: one for reading, one for the reads
 * that reading started.
 */
async function requestsAlreadyReceived(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
}
