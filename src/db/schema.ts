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
  websiteRoles: WebsiteRoleRow;
  collections: CollectionRow;
  items: ItemRow;
  blockLayouts: BlockLayoutRow;
  mailOutbox: MailOutboxRow;
  forms: FormRow;
  formSubmissions: FormSubmissionRow;
  formTokenUses: FormTokenUseRow;
  newsletterSubscribers: NewsletterSubscriberRow;
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
  invitations: InvitationRow;
  censusHits: CensusHitRow;
  analyticsEvents: AnalyticsEventRow;
  javascriptErrors: JavascriptErrorRow;
}

/** 0 or 1: the portable boolean. */
export type Flag = 0 | 1;

export interface AccountRow {
  id: string;
  email: string;
  passwordHash: string;
  displayName: string;
  createdAt: string;
  updatedAt: string;
}

export interface SessionRow {
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
  createdAt: string;
  updatedAt: string;
}

export interface DomainRow {
  id: string;
  websiteId: string;
  host: string;
  isPrimary: Flag;
  createdAt: string;
}

export interface WebsiteRoleRow {
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
  createdAt: string;
  updatedAt: string;
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

/** Where a mail is in its life: kept (no SMTP), waiting, being sent, sent, or given up. */
export type MailStatus = "stored" | "pending" | "sending" | "sent" | "failed";

export interface MailOutboxRow {
  id: string;
  websiteId: string;
  /** What caused the mail (form-notification, order-confirmation, ...). */
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
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
  createdAt: string;
  updatedAt: string;
}

/** A product of a products collection (type 13); its purchasable units are its variants. */
export interface StoreProductRow {
  id: string;
  websiteId: string;
  collectionId: string;
  /** Product type code: physical 1, digital 2, service 3, gift card 4. */
  productType: number;
  name: string;
  urlSlug: string;
  description: string;
  imageUrl: string;
  visible: Flag;
  position: number;
  /** The file a digital product delivers, a path on the site; empty for other types. */
  downloadPath: string;
  createdAt: string;
  updatedAt: string;
}

/** A purchasable variant; qtyInStock only changes through conditional updates. */
export interface StoreVariantRow {
  id: string;
  websiteId: string;
  productId: string;
  /** Unique per site, at most 60 characters. */
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: Flag;
  qtyInStock: number;
  unlimited: Flag;
  /** JSON list of { name, value }. */
  optionsJson: string;
  /** JSON { weight, length, width, height } in the store's measurement standard. */
  measuresJson: string;
  position: number;
}

/** A visitor's cart, found by the SHA-256 of its cookie token. */
export interface StoreCartRow {
  id: string;
  websiteId: string;
  tokenHash: string;
  /** JSON list of { id, variantId, quantity }. */
  entriesJson: string;
  /** JSON list of coupon codes as typed. */
  couponsJson: string;
  shippingLocationJson: string | null;
  shippingOptionId: string | null;
  orderId: string | null;
  isPurchased: Flag;
  createdAt: string;
  updatedAt: string;
}

/** One checkout submission per idempotency key: its request's hash and, once done, its answer. */
export interface StoreCheckoutRow {
  websiteId: string;
  idempotencyKey: string;
  requestHash: string;
  /** "processing" or "done". */
  state: string;
  responseStatus: number | null;
  responseJson: string | null;
  createdAt: string;
}

/** An order: what was bought, for how much, where it goes and how it was paid. */
export interface StoreOrderRow {
  id: string;
  websiteId: string;
  cartId: string;
  /** pending_payment, awaiting_confirmation, paid, payment_failed, fulfilled, refunded. */
  status: string;
  email: string;
  shippingAddressJson: string | null;
  linesJson: string;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  couponsJson: string;
  shippingOptionJson: string | null;
  paymentProvider: string;
  paymentReference: string | null;
  /** Lowercased email, name and line names, for the owner's search. */
  searchText: string;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  fulfilledAt: string | null;
  refundedAt: string | null;
}

/** Stock taken from a variant for an order: held while paying, then committed or released. */
export interface StoreHoldRow {
  id: string;
  websiteId: string;
  orderId: string;
  variantId: string;
  quantity: number;
  /** held, committed or released. */
  status: string;
  expiresAt: string;
}

/** A payment at a provider for an order. */
export interface StorePaymentRow {
  id: string;
  websiteId: string;
  orderId: string;
  /** "test" or "stripe". */
  provider: string;
  reference: string;
  amountCents: number;
  /** requires_action, captured, declined or refunded. */
  status: string;
  createdAt: string;
  updatedAt: string;
}

/** A provider's payment confirmation already handled, so a replay fulfils nothing twice. */
export interface StorePaymentEventRow {
  provider: string;
  eventId: string;
  receivedAt: string;
}

/** A site's own Stripe keys (null where not set); never sent back nor exported. */
export interface StorePaymentKeyRow {
  websiteId: string;
  publishableKey: string | null;
  secretKey: string | null;
  webhookSecret: string | null;
  updatedAt: string;
}

/** An invitation to join a site with a role, sent by email. */
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

/** One census call: a page view, a form or button render or click, an overlay or quick view. */
export interface CensusHitRow {
  id: string;
  websiteId: string;
  /** pageview, form-render, button-render, button-click, overlay, quick-view or another RecordHit event. */
  kind: string;
  /** The id part of the visitor cookie, or "" when the visitor has none (cookies declined). */
  visitorId: string;
  /** 1 when this page view started a visit. */
  newVisit: Flag;
  path: string;
  pageId: string;
  /** What the hit is about: the form, button or product id, else "". */
  targetId: string;
  /** Host of the referring site, "" when direct or from the site itself. */
  referrer: string;
  /** desktop, tablet or mobile. */
  device: string;
  userAgent: string;
  /** The census payload as sent, JSON. */
  dataJson: string;
  /** The UTC day (YYYY-MM-DD) the hit arrived, for daily series. */
  day: string;
  createdAt: string;
}

/** A RecordEvent, Trace or Track call. */
export interface AnalyticsEventRow {
  id: string;
  websiteId: string;
  /** event, trace or track. */
  kind: string;
  event: string;
  dataJson: string;
  createdAt: string;
}

/** One browser error report (spec 1 §3 error report record). */
export interface JavascriptErrorRow {
  id: string;
  websiteId: string;
  message: string;
  file: string;
  lineNumber: number;
  columnNumber: number;
  stack: string;
  url: string;
  userAgent: string;
  app: string;
  event: string;
  /** The browser's timestamp of the report, ISO-8601. */
  reportedAt: string;
  createdAt: string;
}
