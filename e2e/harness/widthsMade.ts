import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { openDatabase } from "../../src/db/database";

/** How long the seeding server may take to make the pictures' widths on a busy machine. */
const WIDTHS_TIMEOUT_MS = 180_000;
/** How often the database is asked again. */
const POLL_MS = 200;

/**
 * Waits until the server running on a SQLite data directory has made every width of every
 * uploaded picture (no asset pending or processing), and fails when one failed. The journeys'
 * seeded data directory is stopped only then, so the servers started from its copies never make
 * the demo's widths again (six pictures, several seconds of processor time per server); a journey
 * that measures how sharp imported pictures are waits for them too, as the widths are made in the
 * background and a visitor meanwhile gets the nearest one made.
 */
export async function allWidthsMade(dataDir: string): Promise<void> {
  const database = openDatabase({ engine: "sqlite", file: path.join(dataDir, "tessera.db") });
  try {
    const deadline = Date.now() + WIDTHS_TIMEOUT_MS;
    for (;;) {
      const statuses = await database.db.selectFrom("assets").select("status").execute();
      if (statuses.some((asset) => asset.status === "failed")) throw new Error("Making the pictures' widths failed.");
      if (statuses.every((asset) => asset.status === "ready")) return;
      if (Date.now() > deadline) throw new Error(`The pictures' widths were not made within ${WIDTHS_TIMEOUT_MS / 1000} s.`);
      await delay(POLL_MS);
    }
  } finally {
    await database.close();
  }
}
