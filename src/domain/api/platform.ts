import { z } from "zod";
import { invitedEmailSchema } from "../people/peopleSchema";
import { IDENTIFIER_PATTERN } from "../siteSettings/siteIdentity";
import { sitePlanChangeSchema } from "../sitePlan/sitePlanSchema";

/** The message under an identifier the platform home refuses. */
export const SITE_IDENTIFIER_MESSAGE = "The site identifier must be lowercase letters, digits and inner hyphens (at most 63), such as my-cafe.";

/** A site's identifier as the platform administrator types it: trimmed and lowercased. */
const siteIdentifierField = z.string({ error: SITE_IDENTIFIER_MESSAGE }).trim().toLowerCase().regex(IDENTIFIER_PATTERN, SITE_IDENTIFIER_MESSAGE);

/** The platform sign-in form: a body that is not one reads as empty credentials, which fail like a wrong password. */
export const platformSignInBodySchema = z
  .object({ email: z.string().max(256).default(""), password: z.string().max(1024).default(""), crumb: z.string().optional() })
  .catch({ email: "", password: "" });

/** The platform home's form creating a site from a template, with its first owner's email (optional). */
export const createSiteBodySchema = z.object({
  identifier: siteIdentifierField,
  template: z.string({ error: "Choose a template." }).min(1, "Choose a template."),
  ownerEmail: z.union([z.literal(""), invitedEmailSchema], { error: "The owner's email must be a valid email address, or left empty." }).default(""),
  crumb: z.string().optional(),
});

/** The platform home's form inviting an owner (an admin) to an existing site. */
export const inviteOwnerBodySchema = z.object({ identifier: siteIdentifierField, email: invitedEmailSchema, crumb: z.string().optional() });

/** The identifier in the address of a platform action on one site (suspend, restore, delete, invite). */
export const platformSiteParamsSchema = z.object({ identifier: siteIdentifierField });

/** The delete form's confirmation: the administrator types the identifier again. */
export const deleteSiteBodySchema = z.object({ confirmIdentifier: z.string().trim().toLowerCase().default(""), crumb: z.string().optional() });

/** The site screen's plan form: status (not sent while the site is suspended), kind, the kinds its owners may move to and a note to them. */
export const sitePlanFormSchema = sitePlanChangeSchema.extend({ crumb: z.string().optional() });

/** The message when the TLS question names no domain, or one longer than a domain can be. */
const TLS_DOMAIN_MESSAGE = "Name the domain to check, such as ?domain=www.example.com (at most 253 characters).";

/** The reverse proxy's question before it obtains a certificate: which domain a visitor asked for. */
export const tlsAllowedQuerySchema = z.object({
  domain: z.string({ error: TLS_DOMAIN_MESSAGE }).trim().min(1, TLS_DOMAIN_MESSAGE).max(253, TLS_DOMAIN_MESSAGE),
});

/** The answer when a site answers at the domain (any other domain gets 404). */
export const tlsAllowedAnswerSchema = z.object({ allowed: z.literal(true) });
