import type {
  StoreProductRow,
  StoreVariantRow,
  StoreCartRow,
  StoreCheckoutRow,
  StoreOrderRow,
  StoreHoldRow,
  StorePaymentRow,
  StorePaymentEventRow,
  StorePaymentKeyRow,
  StoreOrderRefundTotalRow,
  StoreRefundRow,
  StoreFulfilmentRow,
  StoreGiftCardRow,
  StoreGiftCardLedgerRow,
  StoreGiftCardPurchaseRow,
  StoreCouponUseRow,
  StoreCouponCustomerUseRow,
  StoreCouponRedemptionRow,
  StoreReviewRequestRow,
  StoreReviewRow,
} from "./storeRows";
import type { MemberAreaRow, MembershipRow } from "./memberAreaRows";
import type { ConnectedAccountRow, MailchimpMemberRow } from "./connectedAccountRows";
import type { StoreSubscriptionChargeRow, StoreSubscriptionRow, StoreSubscriptionSetupRow } from "./subscriptionRows";
import type { StoreDonationPlanRow, StoreDonationRow } from "./donationRows";
import type { CensusHitRow, AnalyticsEventRow, AnalyticsRetentionSweepRow, JavascriptErrorRow, PageSpeedSampleRow } from "./analyticsRows";
import type {
  NewsletterCampaignRecipientRow,
  NewsletterCampaignRow,
  NewsletterGroupMemberRow,
  NewsletterGroupRow,
  NewsletterSettingsRow,
  NewsletterSuppressionRow,
} from "./campaignRows";
import type {
  AccountRow,
  SessionRow,
  WebsiteRow,
  DomainRow,
  WebsiteRoleRow,
  UrlRedirectRow,
  InvitationRow,
  PasswordResetRow,
  PlatformAdminRow,
  PlatformSessionRow,
  SiteSuspensionRow,
  SitePlanAllowanceRow,
} from "./siteRows";
import type {
  CollectionRow,
  PublishReviewRow,
  ItemRow,
  ItemTermRow,
  ItemMomentRow,
  EventDetailsRow,
  BlockLayoutRow,
  LayoutVersionRow,
  SectionLibraryRow,
  CommentRow,
  TranslationRow,
  AssetRow,
  SearchEntryRow,
  SearchIndexVersionRow,
} from "./contentRows";
import type { FormRow, FormSubmissionRow, FormTokenUseRow, NewsletterSubscriberRow, CaptchaKeyRow, MailOutboxRow } from "./formRows";
import type { SiteUserRow, SiteUserSessionRow, SiteUserLinkRow, SiteUserAddressRow } from "./siteUserRows";

export type * from "./storeRows";
export type * from "./analyticsRows";
export type * from "./campaignRows";
export type * from "./siteUserRows";
export type * from "./siteRows";
export type * from "./contentRows";
export type * from "./formRows";

/**
 * Row types of every table, in the camelCase the application sees (the CamelCasePlugin maps
 * them to snake_case columns). Timestamps are ISO-8601 UTC strings, booleans are 0 or 1 and
 * structured settings are JSON text, so the same rows round-trip on SQLite and PostgreSQL.
 */
export interface Database {
  accounts: AccountRow;
  sessions: SessionRow;
  websites: WebsiteRow;
  domains: DomainRow;
  urlRedirects: UrlRedirectRow;
  comments: CommentRow;
  translations: TranslationRow;
  websiteRoles: WebsiteRoleRow;
  collections: CollectionRow;
  items: ItemRow;
  publishReviews: PublishReviewRow;
  itemTerms: ItemTermRow;
  itemMoments: ItemMomentRow;
  eventDetails: EventDetailsRow;
  blockLayouts: BlockLayoutRow;
  layoutVersions: LayoutVersionRow;
  sectionLibrary: SectionLibraryRow;
  mailOutbox: MailOutboxRow;
  forms: FormRow;
  formSubmissions: FormSubmissionRow;
  formTokenUses: FormTokenUseRow;
  newsletterSubscribers: NewsletterSubscriberRow;
  newsletterGroups: NewsletterGroupRow;
  newsletterGroupMembers: NewsletterGroupMemberRow;
  newsletterCampaigns: NewsletterCampaignRow;
  newsletterCampaignRecipients: NewsletterCampaignRecipientRow;
  newsletterSuppressions: NewsletterSuppressionRow;
  newsletterSettings: NewsletterSettingsRow;
  captchaKeys: CaptchaKeyRow;
  storePaymentKeys: StorePaymentKeyRow;
  connectedAccounts: ConnectedAccountRow;
  mailchimpMembers: MailchimpMemberRow;
  assets: AssetRow;
  storeProducts: StoreProductRow;
  storeVariants: StoreVariantRow;
  storeCarts: StoreCartRow;
  storeCheckouts: StoreCheckoutRow;
  storeOrders: StoreOrderRow;
  storeHolds: StoreHoldRow;
  storePayments: StorePaymentRow;
  storePaymentEvents: StorePaymentEventRow;
  storeOrderRefundTotals: StoreOrderRefundTotalRow;
  storeRefunds: StoreRefundRow;
  storeFulfilments: StoreFulfilmentRow;
  storeGiftCards: StoreGiftCardRow;
  storeGiftCardLedger: StoreGiftCardLedgerRow;
  storeGiftCardPurchases: StoreGiftCardPurchaseRow;
  storeCouponUses: StoreCouponUseRow;
  storeCouponCustomerUses: StoreCouponCustomerUseRow;
  storeCouponRedemptions: StoreCouponRedemptionRow;
  storeReviewRequests: StoreReviewRequestRow;
  storeReviews: StoreReviewRow;
  storeSubscriptionSetups: StoreSubscriptionSetupRow;
  storeSubscriptions: StoreSubscriptionRow;
  storeSubscriptionCharges: StoreSubscriptionChargeRow;
  storeDonations: StoreDonationRow;
  storeDonationPlans: StoreDonationPlanRow;
  memberAreas: MemberAreaRow;
  memberships: MembershipRow;
  invitations: InvitationRow;
  passwordResets: PasswordResetRow;
  censusHits: CensusHitRow;
  analyticsEvents: AnalyticsEventRow;
  analyticsRetentionSweeps: AnalyticsRetentionSweepRow;
  javascriptErrors: JavascriptErrorRow;
  pageSpeedSamples: PageSpeedSampleRow;
  platformAdmins: PlatformAdminRow;
  platformSessions: PlatformSessionRow;
  siteSuspensions: SiteSuspensionRow;
  sitePlanAllowances: SitePlanAllowanceRow;
  searchEntries: SearchEntryRow;
  searchIndexVersions: SearchIndexVersionRow;
  siteUsers: SiteUserRow;
  siteUserSessions: SiteUserSessionRow;
  siteUserLinks: SiteUserLinkRow;
  siteUserAddresses: SiteUserAddressRow;
}
