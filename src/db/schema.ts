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
import type { CensusHitRow, AnalyticsEventRow, JavascriptErrorRow, PageSpeedSampleRow } from "./analyticsRows";
import type {
  NewsletterCampaignRecipientRow,
  NewsletterCampaignRow,
  NewsletterGroupMemberRow,
  NewsletterGroupRow,
  NewsletterSuppressionRow,
} from "./campaignRows";
import type { SiteUserRow, SiteUserSessionRow, SiteUserLinkRow, SiteUserAddressRow } from "./siteUserRows";
import type { ColumnType } from "kysely";
import type { Flag } from "./flag";

export type * from "./storeRows";
export type * from "./analyticsRows";
export type * from "./campaignRows";
export type * from "./siteUserRows";

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
  captchaKeys: CaptchaKeyRow;
  storePaymentKeys: StorePaymentKeyRow;
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
  invitations: InvitationRow;
  passwordResets: PasswordResetRow;
  censusHits: CensusHitRow;
  analyticsEvents: AnalyticsEventRow;
  javascriptErrors: JavascriptErrorRow;
  pageSpeedSamples: PageSpeedSampleRow;
  platformAdmins: PlatformAdminRow;
  platformSessions: PlatformSessionRow;
  siteSuspensions: SiteSuspensionRow;
  searchEntries: SearchEntryRow;
  searchIndexVersions: SearchIndexVersionRow;
  siteUsers: SiteUserRow;
  siteUserSessions: SiteUserSessionRow;
  siteUserLinks: SiteUserLinkRow;
  siteUserAddresses: SiteUserAddressRow;
}

export interface AccountRow {
  id: string;
  email: string;
  passwordHash: string;
  displayName: string;
  createdAt: string;
  updatedAt: string;
}

interface SessionRow {
  /** SHA-256 of the cookie token, so a leaked table does not hand out sessions. */
  id: string;
  accountId: string;
  websiteId: string;
  createdAt: string;
  expiresAt: string;
  /** JSON object of per-session flags (for example noredirect). */
  flagsJson: string;
}

export interface WebsiteRow {
  id: string;
  identifier: string;
  title: string;
  /** Website kind code (spec 2: classic 1, cover page 2, parking page 3, commerce 4, enterprise 5). */
  websiteType: number;
  /** Website status code (spec 2: expired 1 ... enterprise 15). */
  status: number;
  developerMode: Flag;
  cloneable: Flag;
  locale: string;
  timeZone: string;
  disqusShortname: string;
  commentsEnabled: Flag;
  showAnnouncementBar: Flag;
  useEscapeKeyToLogin: Flag;
  storeSettingsJson: string;
  popupOverlaySettingsJson: string;
  mobileInfoBarSettingsJson: string;
  pinterestOverlayOptionsJson: string;
  cookieSettingsJson: string;
  /** Anything else the site format carries that has no column of its own (JSON object). */
  extraSettingsJson: string;
  /** Argon2id hash of the site-wide password (lock screen), or null. */
  passwordHash: string | null;
  templateId: string;
  templateVersion: string;
  /** Bumped at every publish so cached pages of the site drop. */
  version: number;
  /** Bumped when a product's stock line changes, so cached pages showing products drop. */
  stockVersion: number;
  createdAt: string;
  updatedAt: string;
}

interface DomainRow {
  id: string;
  websiteId: string;
  host: string;
  isPrimary: Flag;
  createdAt: string;
}

/** A redirect an owner keeps (migration 1170): `fromPath` exact or ending in "/*". */
interface UrlRedirectRow {
  id: string;
  websiteId: string;
  fromPath: string;
  toPath: string;
  status: number;
  createdAt: string;
  updatedAt: string;
}

/** A visitor's comment on a blog post (migration 1190). */
export interface CommentRow {
  id: string;
  websiteId: string;
  itemId: string;
  /** The comment it answers, null for a comment on the post itself. */
  parentId: string | null;
  authorName: string;
  /** Lowercased, so an address is one commenter however it is typed. */
  authorEmail: string;
  body: string;
  state: "pending" | "published" | "spam" | "deleted";
  createdAt: string;
  moderatedAt: string | null;
}

/** One item's translation into one additional language (migration 1210). */
interface TranslationRow {
  id: string;
  websiteId: string;
  /** page, post, product, navigation or block. */
  itemKind: string;
  itemId: string;
  locale: string;
  /** The translated field values as a JSON object of strings. */
  fieldsJson: string;
  /** The primary language's field values the translation was made from, as a JSON object of strings. */
  sourceJson: string;
  /** translated or needs-translation. */
  state: string;
  updatedAt: string;
}

interface WebsiteRoleRow {
  id: string;
  websiteId: string;
  accountId: string;
  roleId: number;
  createdAt: string;
}

export interface CollectionRow {
  id: string;
  websiteId: string;
  /** Collection type code (page 10, generic/blog 1, products 13, ...). */
  type: number;
  title: string;
  urlSlug: string;
  /** Navigation name ("main", "_hidden", "_memberareas") or null when not in a navigation. */
  navigation: string | null;
  position: number;
  description: string;
  /** Per-type settings as JSON (for a blog: its URL format). */
  settingsJson: string;
  passwordHash: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ItemRow {
  id: string;
  websiteId: string;
  collectionId: string;
  /** Item (content) type code (text 1 is a blog post). */
  recordType: number;
  title: string;
  urlSlug: string;
  /** The item's path inside its collection, derived from the collection's URL format. */
  urlPath: string;
  /** Publish state code (published 1, scheduled 2, draft 4, ...). */
  publishState: number;
  publishOn: string | null;
  excerpt: string;
  tagsJson: string;
  categoriesJson: string;
  /** The account that wrote the post (migration 0905), or null when no author is shown. */
  authorId: string | null;
  /** The post's SEO fields as JSON (domain/seo/seoFields.ts, migration 1120), "{}" when none are set. */
  seoJson: string;
  createdAt: string;
  updatedAt: string;
}

/** A tag or category of an item under the slug its blog listing's path names it by (migration 1160). */
interface ItemTermRow {
  itemId: string;
  websiteId: string;
  collectionId: string;
  kind: "tag" | "category";
  slug: string;
  name: string;
}

/** The moment an item counts as published for its blog's listings, ISO UTC (migration 1160). */
interface ItemMomentRow {
  itemId: string;
  websiteId: string;
  collectionId: string;
  publishedAtUtc: string;
}

/** An event item's own fields (item type event 12); times are wall-clock at the event's zone. */
export interface EventDetailsRow {
  itemId: string;
  websiteId: string;
  collectionId: string;
  /** "2026-11-28" */
  startDate: string;
  /** "19:30" */
  startTime: string;
  endDate: string;
  endTime: string;
  /** IANA zone, e.g. "Europe/Paris". */
  timeZone: string;
  location: string;
  /** The start as a UTC ISO 8601 moment, for sorting and upcoming / past. */
  startsAt: string;
  endsAt: string;
}

export interface BlockLayoutRow {
  id: string;
  websiteId: string;
  /** The collection (page) or item (post) the layout belongs to. */
  ownerId: string;
  draftJson: string;
  /** Bumped at each draft save: the optimistic-concurrency check for editors. */
  draftVersion: number;
  publishedJson: string | null;
  publishedAt: string | null;
  updatedAt: string;
}

/** One publish of a page's or post's layout (migration 0840), kept for its history. */
export interface LayoutVersionRow {
  id: string;
  websiteId: string;
  /** The block_layouts row published. */
  layoutId: string;
  /** The collection (page) or item (post) the layout belongs to. */
  ownerId: string;
  /** Which publish of the layout this is: 1, 2, ... (unique per layout). */
  number: number;
  layoutJson: string;
  publishedAt: string;
  /** The account that published it; null for scheduled publishing. */
  publishedBy: string | null;
}

/** A saved section is inserted as a copy; a shared one stays one thing on every page placing it. */
export type LibrarySectionKind = "copy" | "shared";

/** One section of a site's section library (migration 0860). */
export interface SectionLibraryRow {
  id: string;
  websiteId: string;
  name: string;
  /** The name lowercased and trimmed: unique per site. */
  nameKey: string;
  kind: LibrarySectionKind;
  /** The section (a saved copy's only version, a shared section's draft). */
  draftJson: string;
  /** Bumped at each draft save: the optimistic-concurrency check for editors. */
  draftVersion: number;
  /** A shared section as visitors see it; null for copies and shared sections never published. */
  publishedJson: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Where a mail is in its life: kept (no SMTP), waiting, being sent, sent, or given up. */
export type MailStatus = "stored" | "pending" | "sending" | "sent" | "failed";

export interface MailOutboxRow {
  id: string;
  websiteId: string;
  /** What caused the mail (form-notification, order-confirmation, ...). */
  kind: string;
  toAddress: string;
  subject: string;
  /** Empty, with no HTML body, for a mail composed from its source when sent or read. */
  textBody: string;
  htmlBody: string | null;
  /** The record a mail queued by reference is composed from (an order, for its confirmation), else null. */
  sourceId: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  claimedAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface FormRow {
  id: string;
  websiteId: string;
  name: string;
  /** "form" or "newsletter". */
  kind: string;
  /** The whole definition (fields and settings) as JSON. */
  definitionJson: string;
  createdAt: string;
  updatedAt: string;
}

export interface FormSubmissionRow {
  id: string;
  websiteId: string;
  formId: string;
  /** The form's name when the submission arrived. */
  formName: string;
  /** JSON list of { id, title, type, value }: the fields as they were when submitted. */
  fieldsJson: string;
  /** Lowercased values joined, for the owner's search. */
  searchText: string;
  collectionId: string;
  objectName: string;
  isOverlayForm: Flag;
  submitButtonText: string;
  pageTitle: string;
  pageId: string;
  /** "i" for an item page, "c" for a collection page. */
  contentSource: string;
  pagePath: string;
  pagePermissionTypeValue: number;
  /** The census fields the browser sent, as JSON. */
  censusJson: string;
  createdAt: string;
}

export interface FormTokenUseRow {
  /** SHA-256 of a used submission key or captcha answer. */
  tokenHash: string;
  websiteId: string;
  /** "key" or "captcha". */
  kind: string;
  /** After this the token is refused as stale anyway, so the row may go. */
  expiresAt: string;
}

export interface NewsletterSubscriberRow {
  id: string;
  websiteId: string;
  /** The newsletter form the visitor signed up with. */
  formId: string;
  email: string;
  /** The address lowercased: one subscriber per address and site. */
  emailKey: string;
  name: string;
  /** "subscribed" or "unsubscribed". */
  status: string;
  /** The secret in the unsubscribe link of the subscriber's mails. */
  unsubscribeToken: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

export interface CaptchaKeyRow {
  websiteId: string;
  /** "recaptcha", "hcaptcha" or "turnstile". */
  provider: string;
  siteKey: string;
  secretKey: string;
}
/** An uploaded file or image of a site; its bytes are in the blob store under sha256. */
export interface AssetRow {
  id: string;
  websiteId: string;
  /** "image" (re-encoded into widths) or "file" (served as uploaded). */
  kind: string;
  /** Format read from the bytes: jpeg, png, gif, webp, svg, pdf, zip, mp3, mp4, wav. */
  format: string;
  contentType: string;
  /** The served name, e.g. roastery-floor.jpg. */
  fileName: string;
  byteSize: number;
  sha256: string;
  width: number | null;
  height: number | null;
  /** pending, processing, ready or failed (image variants). */
  status: string;
  /** 0-100: share of the image variants made. */
  progress: number;
  error: string | null;
  claimedAt: string | null;
  /** 1 when the bytes carry EXIF, XMP, IPTC or text chunks (a camera's place, say): the original then never stands in for a width. */
  carriesMetadata: number;
  createdAt: string;
  updatedAt: string;
}

/** An invitation to join a site with a role, sent by email. */
/** A mailed link to choose a new password (migration 0990). */
export interface PasswordResetRow {
  id: string;
  /** The site whose sign-in page it was asked on, and whose address the link uses. */
  websiteId: string;
  accountId: string;
  /** SHA-256 of the token in the mailed link. */
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  /** When the link was used; a link works once. */
  usedAt: string | null;
}

export interface InvitationRow {
  id: string;
  websiteId: string;
  /** The invited address, lowercased. */
  email: string;
  roleId: number;
  /** SHA-256 of the token in the emailed link. */
  tokenHash: string;
  /** The account that sent it (null once that account is gone). */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

/** An administrator of the whole platform: signs in at the bare app domain, belongs to no site. */
export interface PlatformAdminRow {
  id: string;
  /** Lowercased, unique. */
  email: string;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

/** A platform administrator's session; like owners' sessions, keyed by the SHA-256 of the cookie token. */
export interface PlatformSessionRow {
  id: string;
  adminId: string;
  createdAt: string;
  expiresAt: string;
}

/** A site the platform suspended, with the status it had, which restoring gives back. */
interface SiteSuspensionRow {
  websiteId: string;
  statusBefore: number;
  suspendedAt: string;
}

/** What site search finds: a page, post, product or event visitors may see, as plain text (migration 1110). */
export interface SearchEntryRow {
  /** The id of the collection, item or product the entry stands for. */
  id: string;
  websiteId: string;
  /** "page", "post", "product" or "event". */
  kind: string;
  title: string;
  body: string;
  url: string;
  /** A scheduled post's publishing time: found only from then on. */
  liveFrom: string | null;
  /** The entry's place in the site, the order of results of equal rank. */
  position: number;
  /** On PostgreSQL only: the weighted words of the title and body, written with the entry and never read back. */
  searchVector: ColumnType<never, string | undefined, never>;
}

/** The site version a site's search entries were written from. */
interface SearchIndexVersionRow {
  websiteId: string;
  version: number;
}
