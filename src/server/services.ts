import type { Readiness } from "./http/readiness";
import type { AppDatabase, Db, Engine } from "../db/database";
import type { AssetManifest } from "./assets/assetManifest";
import type { BlockHtmlCache } from "../site/render/blockHtmlCache";
import type { Clock } from "./clock";
import type { ServerLog } from "./log/serverLog";
import type { AppConfig } from "./config";
import type { PageCache } from "./features/pageAssembly/pageCache";
import type { SiteSnapshots } from "./features/pageAssembly/siteSnapshot";
import type { CrumbSigner } from "./http/crumb";
import type { RateLimiter } from "./rateLimits/rateLimiter";
import type { FailureLocks } from "./rateLimits/failureLock";
import type { SiteDirectory } from "./http/tenancy";
import type { DeclaredConfigRoute } from "./http/accessControl";
import type { RegisteredRoute } from "./http/routeTable";
import type { MailService } from "./features/mail/mailService";
import type { MediaService } from "./features/media/mediaService";
import type { SiteChangeBus } from "./redis/siteChangeBus";
import type { SiteChanges } from "./features/sites/siteChanges";
import type { FormServices } from "./features/forms/formServices";
import type { ScheduledPublisher } from "./features/pages/scheduledPublisher";
import type { ReviewRequests } from "./features/store/reviews/reviewRequestJob";
import type { Renewals } from "./features/store/subscriptions/renewals";
import type { DonationRenewals } from "./features/store/donations/donationRenewals";
import type { JoiningSweep } from "./features/memberAreas/joiningSweep";
import type { BackgroundWork } from "./backgroundWork";
import type { StoreService } from "./features/store/storeService";
import type { Checkout } from "./features/store/checkout";
import type { MemberAreas } from "./features/memberAreas/memberAreas";
import type { AnalyticsRecorder } from "./features/analytics/analyticsRecorder";
import type { AnalyticsQueries } from "./features/analytics/analyticsQueries";
import type { AccountsService } from "./features/accounts/accountsService";
import type { LayoutService } from "./features/editor/layoutService";
import type { LayoutHistory } from "./features/editor/layoutHistory";
import type { SectionLibraryService } from "./features/sectionLibrary/sectionLibraryService";
import type { PagesService } from "./features/pages/pagesService";
import type { PostsService } from "./features/pages/postsService";
import type { PublishReviews } from "./features/pages/publishReviews";
import type { PeopleService } from "./features/people/peopleService";
import type { PlatformAdmins } from "./features/platform/platformAdmins";
import type { PlatformSites } from "./features/platform/platformSites";
import type { SitePlans } from "./features/platform/sitePlans";
import type { CartService } from "./features/store/cartService";
import type { ProductService } from "./features/store/productService";
import type { OwnerOrders } from "./features/store/ownerOrders";
import type { SiteSettingsService } from "./features/settings/siteSettingsService";
import type { TranslationsService } from "./features/multilingual/translationsService";
import type { NewsletterService } from "./features/newsletter/newsletterService";
import type { CampaignService } from "./features/campaigns/campaignService";
import type { CampaignSender } from "./features/campaigns/campaignSender";
import type { CampaignSettings } from "./features/campaigns/campaignSettings";
import type { CampaignTracking } from "./features/campaigns/campaignTracking";
import type { SitePages } from "./features/pageAssembly/sitePages";
import type { SiteSearch } from "./features/search/siteSearch";
import type { PaymentKeysService } from "./features/store/paymentKeysService";
import type { LockScreenPasswords } from "./features/pageAssembly/unlockLockout";
import type { InvitationAcceptance } from "./features/people/invitationLockout";
import type { PasswordResets } from "./features/accounts/passwordResets";
import type { SiteUsers } from "./features/siteUsers/siteUsers";
import type { ConnectedAccounts } from "./features/connectedAccounts/connectedAccounts";
import type { MailchimpMembers } from "./features/connectedAccounts/mailchimpMembers";
import type { MailchimpSignUps } from "./features/connectedAccounts/mailchimpSignUps";

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
  /** What the page read path reads from the database, per site version (SitePages reads through it). */
  siteSnapshots: SiteSnapshots;
  /** Whether this node should get traffic (GET /readyz); turned to draining on shutdown. */
  readiness: Readiness;
  assets: AssetManifest;
  /** Rendered block, section, shell and page-content HTML per site version, reused by uncached page renders. */
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
  /** The checkout: one order per idempotency key, charged once, its answer stored for repeats. */
  checkout: Checkout;
  /** Member areas: who may see their pages, and joining their plans. */
  memberAreas: MemberAreas;
  /** Batched writer of census hits, events and browser errors. */
  analytics: AnalyticsRecorder;
  /** The owner's analytics reports read from what the recorder wrote. */
  analyticsQueries: AnalyticsQueries;
  /** Accounts and sessions: sign-in, sign-out and the viewer behind a session cookie. */
  accounts: AccountsService;
  /** Forgotten passwords: mailed single-use links and the new password set through them. */
  passwordResets: PasswordResets;
  /** Customer accounts, apart from owners: sign-up, confirmed addresses, sign-in, sessions, new passwords. */
  siteUsers: SiteUsers;
  /** The block editor's drafts: read, save with a version check, publish, discard. */
  layouts: LayoutService;
  /** A page's or post's published versions: list, read, compare with the draft, restore as the draft. */
  layoutHistory: LayoutHistory;
  /** The site's section library: saved copies, shared sections and the starter designs. */
  sectionLibrary: SectionLibraryService;
  /** The page tree: create, rename, move and duplicate pages, blogs and the shop page. */
  pages: PagesService;
  /** A blog's posts, tags and categories. */
  posts: PostsService;
  /** Reviews of pages and posts editors submit: submit, approve, send back with a note. */
  publishReviews: PublishReviews;
  /** A site's people: invitations, roles, removals and accepting an invitation. */
  people: PeopleService;
  /** The platform's administrators: sign-in at the bare app domain and their sessions. */
  platformAdmins: PlatformAdmins;
  /** The platform home's operations on whole sites (shared with `tessera site`). */
  platformSites: PlatformSites;
  /** Each site's status, kind and what the platform allows it: owners read, the platform home changes. */
  sitePlans: SitePlans;
  /** Visitors' carts and their changes. */
  carts: CartService;
  /** The product editor's writes. */
  products: ProductService;
  /** The owner's moves on an order: fulfil and refund. */
  ownerOrders: OwnerOrders;
  /** A site's own Stripe keys: set some, remove all. */
  paymentKeys: PaymentKeysService;
  /** A site's accounts at other services by spec service id: Stripe's state, connecting MailChimp and its lists. */
  connectedAccounts: ConnectedAccounts;
  /** Sign-ups of forms stored to a MailChimp list, queued in their transaction and added in the background. */
  mailchimpMembers: MailchimpMembers;
  /** The owner's view of that queue: how many wait and failed, the failed ones, and sending one again. */
  mailchimpSignUps: MailchimpSignUps;
  /** A site's general settings, custom domains and extra settings. */
  siteSettings: SiteSettingsService;
  /** Pages' translations into a site's additional languages, and each language's progress. */
  translations: TranslationsService;
  /** Newsletter sign-ups and unsubscribes. */
  newsletter: NewsletterService;
  /** Newsletter groups, campaigns, test sends and suppressions, as owners keep them. */
  campaigns: CampaignService;
  /** Sends due campaigns, each address once, on every node. */
  campaignSender: CampaignSender;
  /** A site's newsletter settings and the bounce webhook's secret. */
  campaignSettings: CampaignSettings;
  /** A campaign mail's open and click counters and one-click unsubscribe. */
  campaignTracking: CampaignTracking;
  /** The read side of published pages: what a path names and the forms and products its blocks show. */
  sitePages: SitePages;
  /** Site search over the pages, posts, products and events visitors may see. */
  siteSearch: SiteSearch;
  /** Visitors' site and page passwords, locked after repeated wrong answers. */
  lockScreenPasswords: LockScreenPasswords;
  /** Accepting an invitation, locked after repeated wrong passwords. */
  invitationAcceptance: InvitationAcceptance;
  /** Form submissions and the captcha challenges they check. */
  forms: FormServices;
  /** Publishes scheduled posts when their time comes. */
  scheduledPublishing: ScheduledPublisher;
  /** Sends each fulfilled order's review request mail once, the site's review request days after fulfilment. */
  reviewRequests: ReviewRequests;
  /** Charges subscriptions' renewals with their saved payment methods, retries refused ones and mails their buyers. */
  renewals: Renewals;
  /** Charges signed-in donors' monthly gifts with their saved cards, once per month, and mails their receipts. */
  donationRenewals: DonationRenewals;
  /** Ends joinings whose card's extra confirmation never came, cancelling their payment (joiningSweep.ts). */
  joiningSweep: JoiningSweep;
  /** Every background worker, started once the server listens (startServer.ts) and stopped when it closes. */
  background: BackgroundWork;
  /** Every /api/config route with its access rule, as registered (for the permission matrix). */
  configRoutes: DeclaredConfigRoute[];
  /** Every route, as registered (for tests that send hostile input to each). */
  routes: RegisteredRoute[];
}
