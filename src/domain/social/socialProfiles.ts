import { z } from "zod";
import { socialNetworkSchema } from "./socialNetworkSchema";

/** The most profiles one list holds. */
export const MAX_SOCIAL_PROFILES = 20;

/**
 * One of the site's profiles on a network: the network (its icon and name) and the profile's
 * address, https for networks and mailto for email.
 */
export const socialProfileSchema = z
  .strictObject({
    network: socialNetworkSchema,
    url: z.string().trim().min(1, "Each profile needs its address.").max(500, "A profile address can be at most 500 characters."),
  })
  .refine((profile) => (profile.network === "email" ? /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(profile.url) : /^https:\/\/[^/\s]+/i.test(profile.url)), {
    message: "A profile address starts with https:// (or mailto: for email).",
    path: ["url"],
  });

/** A social links block's list of the site's profiles (the site styles' footer holds the same profiles, none required). */
export const socialProfileListSchema = z
  .array(socialProfileSchema)
  .min(1, "Add at least one profile.")
  .max(MAX_SOCIAL_PROFILES, `A list holds at most ${MAX_SOCIAL_PROFILES} profiles.`);
