import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "../../db/database";
import { ROLE } from "../../domain/enumerations/roles";
import type { Clock } from "../clock";
import { AccountsService } from "../features/accounts/accountsService";
import type { BlobStore } from "../features/media/blobStore";
import { seedDemoMedia } from "../features/media/demoMedia";
import { PlatformAdmins } from "../features/platform/platformAdmins";
import { importSite } from "../features/siteFormat/siteFile";
import { websitesRepository } from "../features/sites/websitesRepository";
import { authorsRepository } from "../features/content/authorsRepository";

/** The demo site file shipped in the repository. */
export const DEMO_SITE_FILE = "demo/demo-site.json";
/** Where the demo owner's generated credentials are kept (owner-readable only). */
export const DEMO_CREDENTIALS_FILE = "demo-owner.json";
/** The demo owner's sign-in email. */
const DEMO_OWNER_EMAIL = "owner@demo.example";
/** Where the demo platform administrator's generated credentials are kept (owner-readable only). */
export const DEMO_ADMIN_FILE = "demo-admin.json";
/** The demo platform administrator's sign-in email. */
const DEMO_ADMIN_EMAIL = "admin@demo.example";

/** How to sign in to the demo site. */
export interface DemoCredentials {
  identifier: string;
  email: string;
  password: string;
}

/** How to sign in to the platform home as the demo's platform administrator. */
export interface DemoAdminCredentials {
  email: string;
  password: string;
}

/**
 * On a server without any site yet (the same moment the demo is seeded): creates a platform
 * administrator with a random password, saved in the data directory so start-up can print it
 * again. Returns the credentials when they are known, else null.
 */
export async function seedDemoAdmin(db: Db, clock: Clock, dataDir: string, databaseWasEmpty: boolean): Promise<DemoAdminCredentials | null> {
  const file = path.join(dataDir, DEMO_ADMIN_FILE);
  if (databaseWasEmpty) {
    const credentials: DemoAdminCredentials = { email: DEMO_ADMIN_EMAIL, password: randomBytes(12).toString("base64url") };
    await new PlatformAdmins(db, clock).create(credentials);
    writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
    return credentials;
  }
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as DemoAdminCredentials;
}

/**
 * On an empty database: imports the demo site (its pictures into `blobs`) and creates its owner with a random password,
 * saved in the data directory so start-up can print it again. Returns the credentials when
 * they are known (seeded now or earlier), else null.
 */
export async function seedDemoIfEmpty(db: Db, clock: Clock, projectRoot: string, dataDir: string, blobs: BlobStore): Promise<DemoCredentials | null> {
  const credentialsFile = path.join(dataDir, DEMO_CREDENTIALS_FILE);
  if ((await websitesRepository.count(db)) === 0) {
    const text = readFileSync(path.join(projectRoot, DEMO_SITE_FILE), "utf8");
    const { identifier, websiteId } = await importSite(db, clock, text, { blobs });
    await seedDemoMedia(db, blobs, clock, projectRoot, websiteId);
    const credentials: DemoCredentials = { identifier, email: DEMO_OWNER_EMAIL, password: randomBytes(12).toString("base64url") };
    await new AccountsService(db, clock).createOwner({
      email: credentials.email,
      password: credentials.password,
      siteIdentifier: identifier,
      roleId: ROLE.ADMIN,
      displayName: "Demo Owner",
    });
    const owner = await authorsRepository.memberByEmail(db, websiteId, credentials.email);
    if (owner) await authorsRepository.creditPostsWithoutAuthor(db, websiteId, owner);
    writeFileSync(credentialsFile, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
    return credentials;
  }
  if (!existsSync(credentialsFile)) return null;
  return JSON.parse(readFileSync(credentialsFile, "utf8")) as DemoCredentials;
}
