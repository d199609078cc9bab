import { rm } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { prepareSeededDataDir } from "./startServer";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite data directory holding the demo site, that journey servers start from a copy of. */
    seededDataDir: string;
  }
}

/**
 * Migrates and seeds one data directory before the journeys run, so each journey's server
 * starts from a copy instead of migrating and seeding on its own; removes it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seededDataDir = await prepareSeededDataDir();
  project.provide("seededDataDir", seededDataDir);
  return () => rm(seededDataDir, { recursive: true, force: true });
}
