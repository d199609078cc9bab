import { z } from "zod";
import { invalid } from "../../../domain/errors";
import type { SiteSection } from "./siteSection";
import { captchaKeysRepository } from "../captcha/captchaKeysRepository";

const providerKeysSchema = z.strictObject({
  provider: z.enum(["recaptcha", "hcaptcha", "turnstile"]),
  siteKey: z.string().trim().min(1, "must not be empty.").max(500),
  secretKey: z.string().trim().min(1, "must not be empty.").max(500),
});

/** A provider's keys as the site file carries them. */
export type SiteFileCaptchaKeys = z.infer<typeof providerKeysSchema>;

/**
 * The site's keys for third-party captcha providers (reCAPTCHA, hCaptcha, Turnstile). The
 * file carries the secret keys: keep site files private, as they also carry password hashes.
 */
export const captchaSection: SiteSection<SiteFileCaptchaKeys[]> = {
  key: "captcha",
  schema: z.array(providerKeysSchema).max(3).default([]),

  async check(keys) {
    const seen = new Set<string>();
    for (const [index, entry] of keys.entries()) {
      const path = `captcha[${index}].provider`;
      if (seen.has(entry.provider)) throw invalid(`${path}: is listed twice.`, { [path]: "is listed twice." });
      seen.add(entry.provider);
    }
  },

  async exportSection(db, websiteId) {
    return (await captchaKeysRepository.list(db, websiteId)).map((row) => ({
      provider: row.provider as SiteFileCaptchaKeys["provider"],
      siteKey: row.siteKey,
      secretKey: row.secretKey,
    }));
  },

  async deleteSection(db, websiteId) {
    await captchaKeysRepository.removeAll(db, websiteId);
  },

  async importSection(db, context, keys) {
    for (const entry of keys) await captchaKeysRepository.put(db, { websiteId: context.websiteId, ...entry });
  },
};
