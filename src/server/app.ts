import { fastifyTrust, type TrustedProxies } from "./trustedProxies";
import { installHealthProbes } from "./http/healthProbes";
import { registerTlsAllowedRoutes } from "./features/platform/tlsAllowedRoutes";
import { Readiness } from "./http/readiness";
import path from "node:path";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import type { AppDatabase } from "../db/database";
import { parseQueryString, type QueryObject } from "../domain/queryString";
import { AssetManifest, CLIENT_BUILD_DIR } from "./assets/assetManifest";
import { BlockHtmlCache } from "../site/render/blockHtmlCache";
import { systemClock, type Clock } from "./clock";
import type { AppConfig } from "./config";
import { registerAuthRoutes } from "./features/accounts/authRoutes";
import { registerPasswordResetRoutes } from "./features/accounts/passwordResetRoutes";
import { PasswordResets } from "./features/accounts/passwordResets";
import { SiteUsers } from "./features/siteUsers/siteUsers";
import { registerSiteUserRoutes } from "./features/siteUsers/siteUserRoutes";
import { registerSiteUserPageRoutes } from "./features/siteUsers/siteUserPageRoutes";
import { registerCustomerListRoutes } from "./features/siteUsers/customerListRoutes";
import { registerMeRoutes } from "./features/accounts/meRoutes";
import { registerContentRoutes } from "./features/pageAssembly/contentRoutes";
import { registerBlogFeedRoutes } from "./features/pageAssembly/blogFeedRoutes";
import { registerSeoFileRoutes } from "./features/seo/seoFileRoutes";
import { PageCache } from "./features/pageAssembly/pageCache";
import { renderSitePage } from "./features/pageAssembly/sitePageRenderer";
import { contentRepository } from "./features/content/contentRepository";
import { serveMapTilesFile } from "./features/places/mapTilesFile";
import { CrumbSigner } from "./http/crumb";
import { installErrorHandler } from "./http/errorHandler";
import { installSecurityHeaders } from "./http/securityHeaders";
import { sitePagePolicy } from "./responses/sitePagePolicy";
import { renderBadRequestPage, renderUnavailablePage, renderUnknownHostPage } from "../site/render/platformChrome";
import { installRequestHooks } from "./http/requestHooks";
import { registerCrumbRoute } from "./http/crumbRoute";
import { installJsonBodyCheck } from "./http/jsonBodies";
import { collectRoutes } from "./http/routeTable";
import { MemoryRateLimiter, type RateLimiter } from "./rateLimits/rateLimiter";
import { FailureLocks } from "./rateLimits/failureLock";
import { SiteDirectory } from "./http/tenancy";
import { installAccessControl } from "./http/accessControl";
import { installApiContract } from "./http/apiContract";
import { installSiteWrites } from "./http/siteWrites";
import { SiteChanges } from "./features/sites/siteChanges";
import { MailService } from "./features/mail/mailService";
import { smtpTransport } from "./features/mail/mailTransport";
import { registerOutboxRoutes } from "./features/mail/outboxRoutes";
import { registerFormRoutes } from "./features/forms/formRoutes";
import { registerNewsletterRoutes } from "./features/newsletter/newsletterRoutes";
import { registerWidgetRenderingRoutes } from "./features/widgets/widgetRenderingRoutes";
import { configuredBlobStore } from "./features/media/configuredBlobStore";
import { MediaService } from "./features/media/mediaService";
import { registerMediaRoutes } from "./features/media/mediaRoutes";
import { registerPagesRoutes } from "./features/pages/pagesRoutes";
import { registerPasswordRoutes } from "./features/pages/passwordRoutes";
import { registerPostsRoutes } from "./features/pages/postsRoutes";
import { registerPublishReviewRoutes } from "./features/pages/publishReviewRoutes";
import { PublishReviews } from "./features/pages/publishReviews";
import { ScheduledPublisher } from "./features/pages/scheduledPublisher";
import { ReviewRequests } from "./features/store/reviews/reviewRequestJob";
import { registerLayoutRoutes } from "./features/editor/layoutRoutes";
import { registerLayoutHistoryRoutes } from "./features/editor/layoutHistoryRoutes";
import { registerInvitationRoutes } from "./features/people/invitationRoutes";
import { registerPeopleRoutes } from "./features/people/peopleRoutes";
import { registerMultilingualRoutes } from "./features/multilingual/multilingualRoutes";
import { registerPlacesRoutes } from "./features/places/placesRoutes";
import { registerCodeInjectionRoutes } from "./features/settings/codeInjectionRoutes";
import { registerSiteStylesRoutes } from "./features/settings/siteStylesRoutes";
import { registerSiteSettingsRoutes } from "./features/settings/siteSettingsRoutes";
import { registerRedirectRoutes } from "./features/seo/redirectRoutes";
import { registerCommentRoutes } from "./features/comments/commentRoutes";
import { AnalyticsRecorder } from "./features/analytics/analyticsRecorder";
import { ActivityRetention } from "./features/analytics/activityRetention";
import { registerAnalyticsRoutes } from "./features/analytics/analyticsRoutes";
import { AnalyticsQueries } from "./features/analytics/analyticsQueries";
import { AccountsService } from "./features/accounts/accountsService";
import { LayoutService } from "./features/editor/layoutService";
import { LayoutHistory } from "./features/editor/layoutHistory";
import { SectionLibraryService } from "./features/sectionLibrary/sectionLibraryService";
import { registerSectionLibraryRoutes } from "./features/sectionLibrary/sectionLibraryRoutes";
import { PagesService } from "./features/pages/pagesService";
import { PostsService } from "./features/pages/postsService";
import { PeopleService } from "./features/people/peopleService";
import { PlatformAdmins } from "./features/platform/platformAdmins";
import { PlatformSites } from "./features/platform/platformSites";
import { SitePlans } from "./features/platform/sitePlans";
import { registerPlatformHomeRoutes } from "./features/platform/platformHomeRoutes";
import { registerPlatformSiteRoutes } from "./features/platform/platformSiteRoutes";
import { registerSitePlanRoutes } from "./features/platform/sitePlanRoutes";
import { registerGuideRoutes } from "./features/settings/guideRoutes";
import { CartService } from "./features/store/cartService";
import { ProductService } from "./features/store/productService";
import { OwnerOrders } from "./features/store/ownerOrders";
import { SiteSettingsService } from "./features/settings/siteSettingsService";
import { TranslationsService } from "./features/multilingual/translationsService";
import { NewsletterService } from "./features/newsletter/newsletterService";
import { CAMPAIGN_MAIL, campaignComposer } from "./features/campaigns/campaignComposer";
import { registerCampaignRoutes } from "./features/campaigns/campaignRoutes";
import { CampaignSender } from "./features/campaigns/campaignSender";
import { CampaignService } from "./features/campaigns/campaignService";
import { CampaignSettings } from "./features/campaigns/campaignSettings";
import { CampaignTracking } from "./features/campaigns/campaignTracking";
import { registerCampaignTrackingRoutes } from "./features/campaigns/campaignTrackingRoutes";
import { registerSuppressionWebhookRoutes } from "./features/campaigns/suppressionWebhookRoutes";
import { SitePages } from "./features/pageAssembly/sitePages";
import { SiteSnapshots } from "./features/pageAssembly/siteSnapshot";
import { SiteSearch } from "./features/search/siteSearch";
import { registerSearchRoutes } from "./features/search/searchRoutes";
import { blockReadsFor } from "./blockReads";
import { readShopPage, shopPageBody, shopPageInLanguage } from "./features/store/shopRoute";
import { productCategoryFeedXml } from "./features/store/productCategoryFeed";
import { PaymentKeysService } from "./features/store/paymentKeysService";
import { ConnectedAccounts } from "./features/connectedAccounts/connectedAccounts";
import { httpMailchimpApi } from "./features/connectedAccounts/mailchimpApi";
import { MailchimpMembers } from "./features/connectedAccounts/mailchimpMembers";
import { MailchimpSignUps } from "./features/connectedAccounts/mailchimpSignUps";
import { registerConnectedAccountsRoutes } from "./features/connectedAccounts/connectedAccountsRoutes";
import { LockScreenPasswords } from "./features/pageAssembly/unlockLockout";
import { InvitationAcceptance } from "./features/people/invitationLockout";
import { connectRedis } from "./redis/connectRedis";
import { RedisRateLimiter } from "./redis/redisRateLimiter";
import { LocalSiteChangeBus, RedisSiteChangeBus } from "./redis/siteChangeBus";
import type { AppServices } from "./services";
import { BackgroundWork } from "./backgroundWork";
import { formServices } from "./features/forms/formServices";
import { processLog, type ServerLog } from "./log/serverLog";
import { RequestLogControl } from "./log/requestLogControl";
import { paymentProviderFor } from "./features/store/paymentProviderFor";
import type { PaymentProvider } from "./features/store/payments/paymentProvider";
import { StoreService } from "./features/store/storeService";
import { Checkout } from "./features/store/checkout";
import { registerStoreApiRoutes } from "./features/store/storeApiRoutes";
import { registerStoreOwnerRoutes } from "./features/store/storeOwnerRoutes";
import { registerReviewOwnerRoutes } from "./features/store/reviews/reviewOwnerRoutes";
import { registerPaymentKeyRoutes } from "./features/store/paymentKeyRoutes";
import { registerStorePageRoutes } from "./features/store/storePageRoutes";
import { registerGiftCardCheckoutRoute } from "./features/store/giftCardCheckoutRoutes";
import { languagePages } from "./languagePages";
import { registerSubscriptionRoutes } from "./features/store/subscriptions/subscriptionRoutes";
import { MemberAreas } from "./features/memberAreas/memberAreas";
import { registerMemberAreaRoutes } from "./features/memberAreas/memberAreaRoutes";
import { settleJoiningConfirmation } from "./features/memberAreas/joiningConfirmations";
import { JoiningSweep } from "./features/memberAreas/joiningSweep";
import { Renewals } from "./features/store/subscriptions/renewals";
import { registerDonationRoutes } from "./features/store/donations/donationRoutes";
import { DonationRenewals } from "./features/store/donations/donationRenewals";
import { registerReviewPageRoutes } from "./features/store/reviews/reviewPageRoutes";
import { registerStorePreviewRoutes } from "./features/store/previews/previewRoutes";
import { PROJECT_ROOT } from "./projectRoot";

/** Largest request body any route accepts unless it raises its own limit. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** What buildApp needs; tests pass their own database and clock. */
export interface BuildAppOptions {
  config: AppConfig;
  database: AppDatabase;
  clock?: Clock;
  assets?: AssetManifest;
  rateLimiter?: RateLimiter;
  /** The logger Fastify writes its request lines through (LOG_REQUESTS); none when absent. */
  logger?: FastifyBaseLogger;
  /** Where the server reports failures; the process's log unless a test keeps them. */
  log?: ServerLog;
  /** Trust X-Forwarded-* headers from a reverse proxy in front of the server. */
  trustProxy?: TrustedProxies;
}

/**
 * Builds the whole server without listening, so tests drive it with inject() and startServer.ts
 * starts it. Routes are grouped by feature; the content catch-all comes last.
 */
export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; services: AppServices }> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : {}),
    logController: new RequestLogControl(options.config.logRequests),
    // Without request lines no entry needs a request id to tie it to its request, so requests log through
    // the server's logger itself instead of a child made (and its bindings redacted) for each one.
    ...(options.config.logRequests ? {} : { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrust(options.trustProxy ?? false),
    // Query strings and form bodies parse like the browser's (depth 5, array limit 20, parameter limit 1000).
    routerOptions: { maxParamLength: 500, querystringParser: (query) => (query === "" ? (Object.create(null) as QueryObject) : parseQueryString(query)) },
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).type("text/html; charset=utf-8").send(renderBadRequestPage());
    },
  });
  const clock = options.clock ?? systemClock;
  const log = options.log ?? processLog;
  const redis = options.config.redisUrl ? connectRedis(options.config.redisUrl, log) : null;
  const payments = paymentProviderFor(options.config.store, options.config.sessionSecret, clock);
  const mail = new MailService(options.database.db, clock, options.config.smtpUrl ? smtpTransport(options.config.smtpUrl) : null, options.config.mailFrom, log);
  const rateLimiter = options.rateLimiter ?? (redis ? new RedisRateLimiter(redis.commands) : new MemoryRateLimiter(() => clock.now().getTime()));
  const siteChangeBus = redis ? new RedisSiteChangeBus(redis.commands, redis.subscriber, log, options.config.redisChannelPrefix) : new LocalSiteChangeBus();
  const siteChanges = new SiteChanges(options.database.db, clock, siteChangeBus);
  const blobs = await configuredBlobStore(options.config);
  const media = new MediaService(options.database.db, blobs, clock, log);
  const paymentsFor = (websiteId: string): Promise<PaymentProvider> => store.paymentsFor(websiteId);
  const store = new StoreService({
    database: options.database,
    clock,
    mail,
    payments: payments.provider,
    testGateway: payments.testGateway,
    secret: options.config.sessionSecret,
    config: options.config.store,
    log,
    siteChanges,
    settleOtherPayment: (provider, event) => settleJoiningConfirmation({ db: options.database.db, clock, paymentsFor }, provider, event),
  });
  const lockouts = new FailureLocks(rateLimiter);
  const people = new PeopleService(options.database.db, clock, mail);
  const newsletter = new NewsletterService(options.database.db, clock, mail);
  mail.composeWith(CAMPAIGN_MAIL, campaignComposer(options.database.db, options.config.sessionSecret));
  const campaignSender = new CampaignSender(options.database.db, clock, mail, log);
  const layouts = new LayoutService(options.database.db, clock);
  const analytics = new AnalyticsRecorder(options.database.db, undefined, log);
  const scheduledPublishing = new ScheduledPublisher(options.database.db, clock, siteChanges, log);
  const reviewRequests = new ReviewRequests(options.database.db, clock, mail, options.config.sessionSecret, log);
  const renewals = new Renewals({ db: options.database.db, clock, mail, log, paymentsFor });
  const joiningSweep = new JoiningSweep({ db: options.database.db, clock, log, paymentsFor });
  const donationRenewals = new DonationRenewals({ db: options.database.db, clock, mail, log, paymentsFor });
  const siteSnapshots = new SiteSnapshots();
  const mailchimp = httpMailchimpApi(options.config.mailchimpApiUrl);
  const mailchimpMembers = new MailchimpMembers(options.database.db, clock, mailchimp, log);
  const services: AppServices = {
    config: options.config,
    database: options.database,
    db: options.database.db,
    engine: options.database.engine,
    clock,
    log,
    sites: new SiteDirectory(options.database.db, options.config.appDomain, clock, (websiteId, scope) => siteChangeBus.deliverHere(websiteId, scope)),
    crumbs: new CrumbSigner(options.config.sessionSecret),
    pageCache: new PageCache(options.config.pageCacheMb * 1024 * 1024),
    siteSnapshots,
    assets: options.assets ?? AssetManifest.load(PROJECT_ROOT),
    blockHtml: new BlockHtmlCache(),
    rateLimiter,
    lockouts,
    mail,
    media,
    siteChangeBus,
    siteChanges,
    store,
    checkout: new Checkout({ db: options.database.db, clock, log, secret: options.config.sessionSecret, orders: store, keyAnswers: store.keyAnswers }),
    memberAreas: new MemberAreas({ db: options.database.db, clock, paymentsOf: (website) => store.paymentsOfSite(website) }),
    analytics,
    analyticsQueries: new AnalyticsQueries(options.database.db),
    accounts: new AccountsService(options.database.db, clock),
    passwordResets: new PasswordResets(options.database.db, clock, mail),
    siteUsers: new SiteUsers(options.database.db, clock, mail, lockouts),
    layouts,
    layoutHistory: new LayoutHistory(options.database.db, layouts),
    sectionLibrary: new SectionLibraryService(options.database.db, clock),
    pages: new PagesService(options.database.db, clock),
    posts: new PostsService(options.database.db, clock),
    publishReviews: new PublishReviews(options.database.db, clock, mail),
    people,
    platformAdmins: new PlatformAdmins(options.database.db, clock),
    platformSites: new PlatformSites(options.database.db, clock, people, blobs, (websiteId) => siteChanges.changed(websiteId)),
    sitePlans: new SitePlans(options.database.db, clock, (websiteId) => siteChanges.changed(websiteId)),
    carts: new CartService(options.database.db, clock),
    products: new ProductService(options.database.db, clock),
    ownerOrders: new OwnerOrders(store),
    paymentKeys: new PaymentKeysService(options.database.db, clock),
    connectedAccounts: new ConnectedAccounts(options.database.db, clock, mailchimp),
    mailchimpMembers,
    mailchimpSignUps: new MailchimpSignUps(options.database.db, clock, mailchimpMembers),
    siteSettings: new SiteSettingsService(options.database.db, clock, options.config.appDomain),
    translations: new TranslationsService(options.database.db, clock),
    newsletter,
    campaigns: new CampaignService(options.database.db, clock, mail),
    campaignSender,
    campaignSettings: new CampaignSettings(options.database.db, clock),
    campaignTracking: new CampaignTracking(options.database.db, clock, options.config.sessionSecret),
    sitePages: new SitePages(options.database.db, clock, siteSnapshots, options.config.widgetOrigins, {
      blockReads: (website, now, preview, translations) => blockReadsFor(options.database.db, website, now, preview, translations),
      shopPage: async (website, collection, parts, keep, translations) => {
        const data = await keep(parts.slice(1).join("/"), () => readShopPage(options.database.db, website, collection, parts));
        if (!data) return null;
        return translations ? shopPageBody(collection, shopPageInLanguage(data, translations), translations) : shopPageBody(collection, data);
      },
      shopCategoryFeed: (website, shop, slug, format, baseUrl, language) =>
        productCategoryFeedXml(options.database.db, website, shop, slug, format, baseUrl, language),
    }),
    siteSearch: new SiteSearch(options.database.db, clock),
    lockScreenPasswords: new LockScreenPasswords(options.database.db, lockouts, mail),
    invitationAcceptance: new InvitationAcceptance(options.database.db, lockouts, mail, people),
    forms: formServices(options.database, clock, { mail, newsletter, mailchimpMembers }, siteChangeBus, options.config, log),
    scheduledPublishing,
    reviewRequests,
    renewals,
    donationRenewals,
    joiningSweep,
    readiness: new Readiness({
      database: () => options.database.db.selectFrom("websites").select("id").limit(1).execute(),
      ...(redis ? { redis: () => redis.commands.ping() } : {}),
      files: () => blobs.ready(),
    }),
    background: new BackgroundWork([
      store,
      campaignSender,
      mail,
      mailchimpMembers,
      media,
      scheduledPublishing,
      reviewRequests,
      renewals,
      donationRenewals,
      joiningSweep,
      new ActivityRetention(options.database.db, clock, log),
      { stop: () => analytics.close() },
    ]),
    configRoutes: [],
    routes: [],
  };
  // A stock line's change leaves the site's pages cached: those showing stock lines are not served at the new stock version.
  services.siteChangeBus.subscribe((websiteId, scope) => {
    services.sites.invalidate();
    if (scope === "site") services.pageCache.dropSite(websiteId);
    services.siteSnapshots.dropSite(websiteId);
  });
  app.addHook("onClose", async () => {
    await services.background.stop();
    await services.siteChangeBus.close();
    redis?.commands.disconnect();
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: DEFAULT_BODY_LIMIT, parser: (body) => parseQueryString(body) });
  await installSecurityHeaders(app);
  installHealthProbes(app, services.readiness);

  services.routes = collectRoutes(app);
  installRequestHooks(app, services);
  installJsonBodyCheck(app);
  services.configRoutes = installAccessControl(app);
  await installApiContract(app);
  installSiteWrites(app, services.siteChanges);
  await app.register(fastifyStatic, {
    root: path.join(PROJECT_ROOT, CLIENT_BUILD_DIR, "assets"),
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each script and stylesheet (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (response) => response.setHeader("Vary", "Accept-Encoding"),
  });
  await app.register(fastifyStatic, {
    root: path.join(PROJECT_ROOT, "public"),
    prefix: "/static/",
    maxAge: "1d",
    index: false,
    decorateReply: false,
  });
  await serveMapTilesFile(app, services.config.places.mapTiles);

  installErrorHandler(app, services.log, async (request, reply, status) => {
    reply.type("text/html; charset=utf-8");
    if (status === 503) return reply.send(renderUnavailablePage());
    if (request.tenant?.kind !== "site") return reply.send(renderUnknownHostPage());
    const website = request.tenant.website;
    const collections = await contentRepository.listCollections(services.db, website.id).catch((error: unknown) => {
      services.log.error("http.errorPage", "The site's pages could not be read for its error page; it is shown without navigation.", error);
      return [];
    });
    const page = renderSitePage({
      website,
      collections,
      viewer: request.viewer,
      appDomain: services.config.appDomain,
      baseUrl: `${request.protocol}://${request.host}`,
      path: "/",
      assets: services.assets,
      blockHtml: services.blockHtml,
      widgetOrigins: services.config.widgetOrigins,
      mapTiles: services.config.places.mapTiles?.address ?? "",
      body: status === 404 ? { kind: "not-found" } : { kind: "error" },
    });
    return reply.header("Content-Security-Policy", sitePagePolicy(page.nonce, page.frameSources)).send(page.html);
  });

  await registerTlsAllowedRoutes(app, services);
  await registerAuthRoutes(app, services);
  await registerPasswordResetRoutes(app, services);
  await registerMeRoutes(app);
  await registerCrumbRoute(app);
  await registerOutboxRoutes(app, services);
  await registerFormRoutes(app, services);
  await registerNewsletterRoutes(app, services);
  await registerCampaignRoutes(app, services);
  await registerCampaignTrackingRoutes(app, services);
  await registerSuppressionWebhookRoutes(app, services);
  await registerWidgetRenderingRoutes(app, services);
  await registerMediaRoutes(app, services);
  await registerStoreApiRoutes(app, services);
  await registerStoreOwnerRoutes(app, services);
  await registerReviewOwnerRoutes(app, services);
  await registerPaymentKeyRoutes(app, services);
  await registerConnectedAccountsRoutes(app, services);
  await registerStorePageRoutes(app, services);
  await registerGiftCardCheckoutRoute(app, services);
  await registerSubscriptionRoutes(app, services);
  await registerDonationRoutes(app, services);
  await registerMemberAreaRoutes(app, services);
  await registerReviewPageRoutes(app, services);
  await registerStorePreviewRoutes(app, services);
  await registerSiteUserRoutes(app, services);
  await registerSiteUserPageRoutes(app, services);
  await registerCustomerListRoutes(app, services);
  await registerPagesRoutes(app, services);
  await registerPasswordRoutes(app, services);
  await registerPostsRoutes(app, services);
  await registerPublishReviewRoutes(app, services);
  await registerLayoutRoutes(app, services);
  await registerLayoutHistoryRoutes(app, services);
  await registerSectionLibraryRoutes(app, services);
  await registerSiteSettingsRoutes(app, services);
  await registerRedirectRoutes(app, services);
  await registerCommentRoutes(app, services);
  await registerCodeInjectionRoutes(app, services);
  await registerSiteStylesRoutes(app, services);
  await registerMultilingualRoutes(app, services);
  await registerPlacesRoutes(app, services);
  await registerPeopleRoutes(app, services);
  await registerInvitationRoutes(app, services);
  await registerPlatformHomeRoutes(app, services);
  await registerPlatformSiteRoutes(app, services);
  await registerSitePlanRoutes(app, services);
  await registerGuideRoutes(app, services);
  await registerAnalyticsRoutes(app, services);
  await registerBlogFeedRoutes(app, services);
  await registerSearchRoutes(app, services);
  await registerSeoFileRoutes(app, services);
  await registerContentRoutes(app, services, languagePages(services));
  return { app, services };
}
