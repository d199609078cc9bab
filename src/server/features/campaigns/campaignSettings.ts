import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import type { Db } from "../../../db/database";
import type { NewsletterSettingsRow } from "../../../db/schema";
import type { NewsletterSettings, newsletterSettingsInputSchema } from "../../../domain/api/campaigns";
import { isoNow, type Clock } from "../../clock";
import { settingsRepository } from "./settingsRepository";

type SettingsInput = z.output<typeof newsletterSettingsInputSchema>;

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

function present(row: NewsletterSettingsRow | null): NewsletterSettings {
  return { replyTo: row?.replyTo ?? null, postalAddress: row?.postalAddress ?? "", webhookSecretSetAt: row?.webhookSecretSetAt ?? null };
}

/**
 * A site's newsletter settings (newsletter settings 1516/1517): the reply-to and postal address
 * every campaign carries, and the secret the bounce and complaint webhook is called with. Only
 * the secret's hash is kept, so it is shown once, when made.
 */
export class CampaignSettings {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async read(websiteId: string): Promise<NewsletterSettings> {
    return present(await settingsRepository.find(this.db, websiteId));
  }

  async save(websiteId: string, input: SettingsInput): Promise<NewsletterSettings> {
    await settingsRepository.upsert(this.db, websiteId, { replyTo: input.replyTo, postalAddress: input.postalAddress, updatedAt: isoNow(this.clock) });
    return this.read(websiteId);
  }

  /** Makes a new webhook secret, which replaces the one before; the answer is the only time it is shown. */
  async newWebhookSecret(websiteId: string): Promise<{ secret: string; settings: NewsletterSettings }> {
    const secret = randomBytes(24).toString("base64url");
    const now = isoNow(this.clock);
    await settingsRepository.upsert(this.db, websiteId, { webhookSecretHash: hashOf(secret), webhookSecretSetAt: now, updatedAt: now });
    return { secret, settings: await this.read(websiteId) };
  }

  /** Whether a secret given to the webhook is the site's current one (false when the site has none). */
  async webhookSecretMatches(websiteId: string, given: string): Promise<boolean> {
    const stored = (await settingsRepository.find(this.db, websiteId))?.webhookSecretHash;
    if (!stored || given === "") return false;
    return timingSafeEqual(Buffer.from(stored, "hex"), Buffer.from(hashOf(given), "hex"));
  }
}
