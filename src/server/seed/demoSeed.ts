import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "../../db/database";
import { retryWhileBusy } from "../../db/retryWhileBusy";
import { ROLE } from "../../domain/enumerations/roles";
import type { Clock } from "../clock";
import { AccountsService } from "../features/accounts/accountsService";
import type { BlobStore } from "../features/media/blobStore";
import { makeDemoMedia, recordDemoMedia } from "../features/media/demoMedia";
import { PlatformAdmins } from "../features/platform/platformAdmins";
import { importSiteWithin } from "../features/siteFormat/siteFile";
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
interface DemoCredentials {
  identifier: string;
  email: string;
  password: string;
}

/** How to sign in to the platform home as the demo's platform administrator. */
interface DemoAdminCredentials {
  email: string;
  password: string;
}

/** What the seed did: whether this start made the demo, and the credentials this node knows (null when its data directory keeps none). */
export interface DemoSeedOutcome {
  seededNow: boolean;
  site: DemoCredentials | null;
  admin: DemoAdminCredentials | null;
}

/** Reads credentials a start kept in the data directory, or null when it has none. */
function keptCredentials<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

/**
 * On a database without any site: imports the demo site with its pictures, its owner and a
 * platform administrator, each with a random password saved in the data directory so later
 * starts can say where it is. The writes are one transaction that first checks again that no
 * site exists, so a seed runs once however many starts find the database empty (PostgreSQL
 * nodes also take turns under the start-up lock), and a failed seed leaves nothing behind.
 */
export async function seedDemoIfEmpty(db: Db, clock: Clock, projectRoot: string, dataDir: string, blobs: BlobStore): Promise<DemoSeedOutcome> {
  const siteFile = path.join(dataDir, DEMO_CREDENTIALS_FILE);
  const adminFile = path.join(dataDir, DEMO_ADMIN_FILE);
  const kept = (): DemoSeedOutcome => ({ seededNow: false, site: keptCredentials(siteFile), admin: keptCredentials(adminFile) });
  if ((await websitesRepository.count(db)) > 0) return kept();

  const text = readFileSync(path.join(projectRoot, DEMO_SITE_FILE), "utf8");
  const media = await makeDemoMedia(blobs, projectRoot);
  const admin: DemoAdminCredentials = { email: DEMO_ADMIN_EMAIL, password: randomBytes(12).toString("base64url") };
  const ownerPassword = randomBytes(12).toString("base64url");
  const site = await retryWhileBusy(() =>
    db.transaction().execute(async (trx): Promise<DemoCredentials | null> => {
      if ((await websitesRepository.count(trx)) > 0) return null;
      const { identifier, websiteId } = await importSiteWithin(trx, clock, text, { blobs });
      await recordDemoMedia(trx, clock, websiteId, media);
      const credentials: DemoCredentials = { identifier, email: DEMO_OWNER_EMAIL, password: ownerPassword };
      await new AccountsService(trx, clock).createOwner({
        email: credentials.email,
        password: credentials.password,
        siteIdentifier: identifier,
        roleId: ROLE.ADMIN,
        displayName: "Demo Owner",
      });
      const owner = await authorsRepository.memberByEmail(trx, websiteId, credentials.email);
      if (owner) await authorsRepository.creditPostsWithoutAuthor(trx, websiteId, owner);
      await new PlatformAdmins(trx, clock).create(admin);
      return credentials;
    }),
  );
  if (!site) return kept();
  writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`, { mode: 0o600 });
  writeFileSync(adminFile, `${JSON.stringify(admin, null, 2)}\n`, { mode: 0o600 });
  return { seededNow: true, site, admin };
}
