import type { Flag } from "./flag";

/**
 * Row types of what visitors send and what the site mails: forms, submissions, newsletter subscribers, captcha keys and the mail outbox.
 * Kept apart from schema.ts so each area's rows stay in a file of their own.
 */

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
