import { z } from "zod";
import { invalid } from "../../../domain/errors";
import { isValidEmail } from "../../../domain/forms/fieldRules";
import { isId, newId } from "../../../domain/ids";
import type { SiteSection } from "./siteSection";
import { subscribersRepository } from "../newsletter/subscribersRepository";

const subscriberSchema = z.strictObject({
  id: z.string().refine(isId, "must be 24 lowercase hex characters.").optional(),
  formId: z.string().refine(isId, "must be 24 lowercase hex characters."),
  email: z.string().trim().refine(isValidEmail, "must be an email address."),
  name: z.string().max(500).default(""),
  status: z.enum(["subscribed", "unsubscribed"]).default("subscribed"),
  unsubscribeToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,200}$/, "must be 16-200 letters, digits, _ or -.")
    .optional(),
  subscribedAt: z.iso.datetime().optional(),
  unsubscribedAt: z.iso.datetime().nullable().default(null),
});

/** A subscriber as the site file carries them. */
export type SiteFileSubscriber = z.infer<typeof subscriberSchema>;

function fail(path: string, message: string): never {
  throw invalid(`${path}: ${message}`, { [path]: message });
}

function newToken(): string {
  return `${newId()}${newId()}`;
}

/**
 * The site's newsletter subscribers, those who left included (so moving a site never signs
 * anyone up again). They travel with the site because the list belongs to it, like its pages;
 * unsubscribe tokens travel too, so links in mails already sent keep working.
 */
export const subscribersSection: SiteSection<SiteFileSubscriber[]> = {
  key: "newsletterSubscribers",
  schema: z.array(subscriberSchema).max(1_000_000).default([]),

  async check(subscribers, context, db) {
    const emails = new Set<string>();
    const tokens = new Set<string>();
    for (const [index, subscriber] of subscribers.entries()) {
      const key = subscriber.email.toLowerCase();
      if (emails.has(key)) fail(`newsletterSubscribers[${index}].email`, "is listed twice.");
      emails.add(key);
      if (!subscriber.unsubscribeToken) continue;
      if (tokens.has(subscriber.unsubscribeToken)) fail(`newsletterSubscribers[${index}].unsubscribeToken`, "is used by another subscriber.");
      tokens.add(subscriber.unsubscribeToken);
      const taken = await db
        .selectFrom("newsletterSubscribers")
        .select("websiteId")
        .where((eb) => eb.or([eb("unsubscribeToken", "=", subscriber.unsubscribeToken!), ...(subscriber.id ? [eb("id", "=", subscriber.id)] : [])]))
        .where("websiteId", "!=", context.websiteId)
        .executeTakeFirst();
      if (taken) fail(`newsletterSubscribers[${index}]`, "its id or token is already used by another site.");
    }
  },

  async exportSection(db, websiteId) {
    return (await subscribersRepository.listAll(db, websiteId)).map((row) => ({
      id: row.id,
      formId: row.formId,
      email: row.email,
      name: row.name,
      status: row.status as SiteFileSubscriber["status"],
      unsubscribeToken: row.unsubscribeToken,
      subscribedAt: row.subscribedAt,
      unsubscribedAt: row.unsubscribedAt,
    }));
  },

  async deleteSection(db, websiteId) {
    await subscribersRepository.deleteAll(db, websiteId);
  },

  async importSection(db, context, subscribers) {
    for (const subscriber of subscribers) {
      await subscribersRepository.insert(db, {
        id: subscriber.id ?? newId(),
        websiteId: context.websiteId,
        formId: subscriber.formId,
        email: subscriber.email,
        emailKey: subscriber.email.toLowerCase(),
        name: subscriber.name,
        status: subscriber.status,
        unsubscribeToken: subscriber.unsubscribeToken ?? newToken(),
        subscribedAt: subscriber.subscribedAt ?? context.now,
        unsubscribedAt: subscriber.status === "unsubscribed" ? (subscriber.unsubscribedAt ?? context.now) : null,
      });
    }
  },
};
