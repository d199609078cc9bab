import type { Flag } from "./flag";

/**
 * Row types of the platform's sites and the people who run them: owners' accounts and sessions, sites, domains, roles, redirects, invitations, password resets and platform administrators.
 * Kept apart from schema.ts so each area's rows stay in a file of their own.
 */

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
  /** Bumped when a product's stock line changes, so cached pages showing products drop. */
  stockVersion: number;
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

/** A redirect an owner keeps (migration 1170): `fromPath` exact or ending in "/*". */
export interface UrlRedirectRow {
  id: string;
  websiteId: string;
  fromPath: string;
  toPath: string;
  status: number;
  createdAt: string;
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
export interface SiteSuspensionRow {
  websiteId: string;
  statusBefore: number;
  suspendedAt: string;
}

/** What the platform administrator allows a site: the kinds (a JSON list of codes) its owners may move to and a note to them. */
export interface SitePlanAllowanceRow {
  websiteId: string;
  allowedKinds: string;
  note: string;
  updatedAt: string;
}
