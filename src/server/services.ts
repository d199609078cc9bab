import type { AppDatabase, Db, Engine } from "../db/database";
import type { AssetManifest } from "./assets/assetManifest";
import type { BlockHtmlCache } from "../site/render/blockHtmlCache";
import type { PublishedCollections } from "./features/content/publishedCollections";
import type { Clock } from "./clock";
import type { ServerLog } from "./log/serverLog";
import type { AppConfig } from "./config";
import type { PageCache } from "./features/content/pageCache";
import type { CrumbSigner } from "./http/crumb";
import type { RateLimiter } from "./http/rateLimiter";
import type { FailureLocks } from "./http/failureLock";
import type { SiteDirectory } from "./http/tenancy";
import type { DeclaredConfigRoute } from "./http/accessControl";
import type { RegisteredRoute } from "./http/routeTable";
import type { MailService } from "./features/mail/mailService";
import type { MediaService } from "./features/media/mediaService";
import type { SiteChangeBus } from "./redis/siteChangeBus";
import type { SiteChanges } from "./features/sites/siteChanges";
import type { FormServices } from "./features/forms/formServices";
import type { ScheduledPublisher } from "./features/pages/scheduledPublisher";
import type { BackgroundWork } from "./backgroundWork";
import type { StoreService } from "./features/store/storeService";
import type { AnalyticsRecorder } from "./features/analytics/analyticsRecorder";

/**
 * What every route plugin receives: configuration and the shared, long-lived parts of a
 * running server. Built once in buildApp.
 */
export interface AppServices {
  config: AppConfig;
  database: AppDatabase;
  db: Db;
  engine: Engine;
  clock: Clock;
  /** Failures of background work (sweeps, mail, media, analytics writes), never swallowed. */
  log: ServerLog;
  sites: SiteDirectory;
  crumbs: CrumbSigner;
  pageCache: PageCache;
  assets: AssetManifest;
  /** Each site's collections visitors may see, read once per site version. */
  publishedCollections: PublishedCollections;
  /** Rendered block HTML per site version, reused by uncached page renders. */
  blockHtml: BlockHtmlCache;
  rateLimiter: RateLimiter;
  /** Locks a password or code after repeated wrong answers from any address (sign-in, site and page passwords, invitations). */
  lockouts: FailureLocks;
  mail: MailService;
  /** Uploaded files and images: storage, checks, background image processing. */
  media: MediaService;
  /** Carries "this site changed" to every node (Redis pub/sub when configured); caches subscribe to it. */
  siteChangeBus: SiteChangeBus;
  /** The one write path for changes visitors see: bumps the site's version and publishes on the bus. */
  siteChanges: SiteChanges;
  /** The store: payment provider, order moves, hold expiry. */
  store: StoreService;
  /** Batched writer of census hits, events and browser errors. */
  analytics: AnalyticsRecorder;
  /** Form submissions and the captcha challenges they check. */
  forms: FormServices;
  /** Publishes scheduled posts when their time comes. */
  scheduledPublishing: ScheduledPublisher;
  /** Every background worker, started once the server listens (startServer.ts) and stopped when it closes. */
  background: BackgroundWork;
  /** Every /api/config route with its access rule, as registered (for the permission matrix). */
  configRoutes: DeclaredConfigRoute[];
  /** Every route, as registered (for tests that send hostile input to each). */
  routes: RegisteredRoute[];
}
