import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/database";
import type { FormDefinition, FormValues } from "../../../domain/forms/formDefinition";
import { formatFieldValue } from "../../../domain/forms/formatValue";
import { newId } from "../../../domain/ids";
import type { MailService } from "../mail/mailService";
import { subscribersRepository } from "./subscribersRepository";
import { unsubscribeUrl, welcomeMail } from "./newsletterMail";

/** What a sign-up did: added a new address, brought back one that had left, or found it already subscribed. */
export type SignupOutcome = "added" | "resubscribed" | "already-subscribed";

/** The address and name a newsletter form's values carry. */
export function signupOf(form: FormDefinition, values: FormValues): { email: string; name: string } {
  const emailField = form.fields.find((field) => field.type === "email");
  const nameField = form.fields.find((field) => field.type === "name");
  const email = emailField ? String(values[emailField.id] ?? "") : "";
  const name = nameField && values[nameField.id] !== undefined ? formatFieldValue("name", values[nameField.id]!) : "";
  return { email, name };
}

/**
 * Adds a subscriber inside the caller's transaction, once per address and site (the same
 * address in any letter case is the same subscriber). A new or returning subscriber gets the
 * welcome mail with the unsubscribe link; signing up again while subscribed changes nothing.
 */
export async function signUpSubscriber(
  trx: Db,
  mail: MailService,
  input: { websiteId: string; formId: string; email: string; name: string; siteTitle: string; baseUrl: string; now: string },
): Promise<SignupOutcome> {
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
    subscribedAt: input.now,
    unsubscribedAt: null,
  });
  const back = !added && (await subscribersRepository.resubscribe(trx, input.websiteId, emailKey, input.now));
  if (!added && !back) return "already-subscribed";
  const subscriber = added ? null : await subscribersRepository.findByEmail(trx, input.websiteId, emailKey);
  const link = unsubscribeUrl(input.baseUrl, subscriber?.unsubscribeToken ?? token);
  await mail.enqueue(trx, {
    websiteId: input.websiteId,
    kind: "newsletter-welcome",
    to: input.email,
    ...welcomeMail({ siteTitle: input.siteTitle, name: input.name, unsubscribeUrl: link }),
  });
  return added ? "added" : "resubscribed";
}
