/** A site's account at another service: its spec service id, the account's name there and the key the server uses, never shown. */
export interface ConnectedAccountRow {
  websiteId: string;
  service: number;
  accountName: string;
  secret: string;
  connectedAt: string;
}

/** Where a queued MailChimp member stands: waiting (or retried), being sent under a claim, added, or given up. */
type MailchimpMemberState = "pending" | "sending" | "added" | "failed";

/** One sign-up to add to a MailChimp list, sent once by the background job that claims it. */
export interface MailchimpMemberRow {
  id: string;
  websiteId: string;
  listId: string;
  email: string;
  /** The status MailChimp gives a new member: "subscribed", or "pending" to have MailChimp ask first. */
  memberStatus: "subscribed" | "pending";
  state: MailchimpMemberState;
  attempts: number;
  /** When it may be tried (again). */
  dueAt: string;
  claimedAt: string | null;
  lastError: string | null;
  createdAt: string;
  addedAt: string | null;
}
