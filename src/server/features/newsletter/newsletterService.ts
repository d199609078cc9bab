import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/database";
import type { NewsletterSubscriberRow } from "../../../db/schema";
import { newId } from "../../../domain/ids";
import { isoNow, type Clock } from "../../clock";
import type { MailService } from "../mail/mailService";
import { unsubscribeUrl, welcomeMail } from "./newsletterMail";
import type { SignupOutcome } from "./newsletterSignup";
import { subscribersRepository } from "./subscribersRepository";
import { storeTextsFor } from "../store/storeLanguage";

/**
 * A site's newsletter list, built once in buildApp: signing up (from a newsletter form's
 * submission, with the welcome mail) and leaving through the unsubscribe link, stamped with
 * the time of its clock.
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mail: MailService,
  ) {}

  /**
   * Adds a subscriber inside the caller's transaction, once per address and site (the same
   * address in any letter case is the same subscriber). A new or returning subscriber gets the
   * welcome mail with the unsubscribe link, in the language of the page they signed up on
   * (`language`: one of the site's additional languages, its link under its prefix; null for the
   * primary); signing up again while subscribed changes nothing.
   */
  async signUp(
    trx: Db,
    input: {
      websiteId: string;
      formId: string;
      email: string;
      name: string;
      siteTitle: string;
      baseUrl: string;
      language: { locale: string; pathPrefix: string } | null;
    },
  ): Promise<SignupOutcome> {
    const now = isoNow(this.clock);
    const emailKey = input.email.toLowerCase();
    const token = randomBytes(24).toString("base64url");
    const added = await subscribersRepository.insertIfNew(trx, {
      id: newId(),
      websiteId: input.websiteId,
      formId: input.formId,
      email: input.email,
      emailKey,
      name: input.name,
      status: "subscribed",
      unsubscribeToken: token,
      subscribedAt: now,
      unsubscribedAt: null,
    });
    const back = !added && (await subscribersRepository.resubscribe(trx, input.websiteId, emailKey, now));
    if (!added && !back) return "already-subscribed";
    const subscriber = added ? null : await subscribersRepository.findByEmail(trx, input.websiteId, emailKey);
    const link = unsubscribeUrl(input.baseUrl, subscriber?.unsubscribeToken ?? token, input.language?.pathPrefix);
    await this.mail.enqueue(trx, {
      websiteId: input.websiteId,
      kind: "newsletter-welcome",
      to: input.email,
      ...welcomeMail(
        { siteTitle: input.siteTitle, name: input.name, unsubscribeUrl: link },
        await storeTextsFor(trx, input.websiteId, input.language?.locale ?? null),
      ),
    });
    return added ? "added" : "resubscribed";
  }

  /** Unsubscribes the holder of an unsubscribe link's token; the subscriber it named, or null for an unknown token. */
  async unsubscribe(websiteId: string, token: string): Promise<NewsletterSubscriberRow | null> {
    const subscriber = token ? await subscribersRepository.findByToken(this.db, websiteId, token) : null;
    if (!subscriber) return null;
    await subscribersRepository.unsubscribe(this.db, websiteId, token, isoNow(this.clock));
    return subscriber;
  }
}
