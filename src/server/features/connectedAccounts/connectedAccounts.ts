import type { z } from "zod";
import type { Db } from "../../../db/database";
import type { connectedAccountsSchema } from "../../../domain/api/connectedAccounts";
import { CONNECTED_ACCOUNT_SERVICE } from "../../../domain/enumerations/connectedAccounts";
import { conflict, DomainError, DOMAIN_ERROR_CODE, invalid } from "../../../domain/errors";
import { isoNow, type Clock } from "../../clock";
import { paymentKeysRepository } from "../store/paymentKeysRepository";
import { connectedAccountsRepository } from "./connectedAccountsRepository";
import { MailchimpError, type MailchimpApi, type MailchimpList } from "./mailchimpApi";

/** The connected accounts screen's list. */
type ConnectedAccountsView = z.output<typeof connectedAccountsSchema>;

/** What the owner reads when MailChimp refuses the key. */
export const MAILCHIMP_KEY_REFUSED = "MailChimp did not accept this API key. Copy it again from your MailChimp account (Profile, Extras, API keys).";
/** What the owner reads when MailChimp cannot be reached or fails. */
const MAILCHIMP_UNREACHABLE = "MailChimp could not be reached. Try again in a few minutes.";
/** What the owner reads when asking for lists before connecting. */
export const MAILCHIMP_NOT_CONNECTED = "Connect MailChimp first, under Settings, Connected accounts.";

/** A MailChimp failure as the owner's answer: a refused key names the field, anything else says to try later (503). */
function ownerError(error: unknown): Error {
  if (!(error instanceof MailchimpError)) return error as Error;
  if (error.status === 401 || error.status === 403) return invalid(MAILCHIMP_KEY_REFUSED, { apiKey: MAILCHIMP_KEY_REFUSED });
  return new DomainError(DOMAIN_ERROR_CODE.UNAVAILABLE, MAILCHIMP_UNREACHABLE, { cause: error });
}

/**
 * A site's connected accounts, built once in buildApp (`services.connectedAccounts`): the list
 * the screen shows by spec service id (Stripe from the store's payment keys, MailChimp from its
 * own row), connecting MailChimp with a key MailChimp accepts, its lists, and disconnecting it.
 * Keys stay on the server; answers show their last 4 characters.
 */
export class ConnectedAccounts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailchimp: MailchimpApi,
  ) {}

  async view(websiteId: string): Promise<ConnectedAccountsView> {
    const stripe = await paymentKeysRepository.find(this.db, websiteId);
    const mailchimp = await connectedAccountsRepository.find(this.db, websiteId, CONNECTED_ACCOUNT_SERVICE.MAILCHIMP);
    return {
      accounts: [
        {
          service: CONNECTED_ACCOUNT_SERVICE.STRIPE,
          name: "Stripe",
          connected: Boolean(stripe?.secretKey),
          account: null,
          keyLast4: stripe?.secretKey ? stripe.secretKey.slice(-4) : null,
          connectedAt: stripe?.secretKey ? stripe.updatedAt : null,
        },
        {
          service: CONNECTED_ACCOUNT_SERVICE.MAILCHIMP,
          name: "MailChimp",
          connected: mailchimp !== null,
          account: mailchimp?.accountName || null,
          keyLast4: mailchimp ? mailchimp.secret.slice(-4) : null,
          connectedAt: mailchimp?.connectedAt ?? null,
        },
      ],
    };
  }

  /** Connects MailChimp with a key its API accepts (a refused key is a 400 naming the field), replacing any key before. */
  async connectMailchimp(websiteId: string, apiKey: string): Promise<void> {
    const account = await this.mailchimp.account(apiKey).catch((error: unknown) => {
      throw ownerError(error);
    });
    await connectedAccountsRepository.put(this.db, {
      websiteId,
      service: CONNECTED_ACCOUNT_SERVICE.MAILCHIMP,
      accountName: account.accountName.slice(0, 200),
      secret: apiKey,
      connectedAt: isoNow(this.clock),
    });
  }

  /** Forgets the key; sign-ups still queued wait and are sent if MailChimp is connected again. */
  async disconnectMailchimp(websiteId: string): Promise<void> {
    await connectedAccountsRepository.remove(this.db, websiteId, CONNECTED_ACCOUNT_SERVICE.MAILCHIMP);
  }

  /** The connected account's lists, for choosing where a form's sign-ups go (409 before connecting). */
  async mailchimpLists(websiteId: string): Promise<MailchimpList[]> {
    const account = await connectedAccountsRepository.find(this.db, websiteId, CONNECTED_ACCOUNT_SERVICE.MAILCHIMP);
    if (!account) throw conflict(MAILCHIMP_NOT_CONNECTED);
    return this.mailchimp.lists(account.secret).catch((error: unknown) => {
      throw ownerError(error);
    });
  }
}
