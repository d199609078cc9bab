/** A customer account of one site (migration 1230); separate from the site's owners and editors. */
export interface SiteUserRow {
  id: string;
  websiteId: string;
  /** Lowercased; one account per email and site. */
  email: string;
  passwordHash: string;
  /** When the customer opened the link mailed at sign-up; null until then, and signing in waits for it. */
  verifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A customer's session: the SHA-256 of its cookie token, and of the XSRF token its calls send. */
export interface SiteUserSessionRow {
  id: string;
  siteUserId: string;
  websiteId: string;
  xsrfHash: string;
  createdAt: string;
  expiresAt: string;
}

/** A link mailed to a customer, checking their address ("verify") or choosing a new password ("reset"); works once. */
export interface SiteUserLinkRow {
  id: string;
  websiteId: string;
  siteUserId: string;
  purpose: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** An address a customer keeps in their account. */
export interface SiteUserAddressRow {
  id: string;
  websiteId: string;
  siteUserId: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  createdAt: string;
}
