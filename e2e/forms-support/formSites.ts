import { randomBytes } from "node:crypto";
import { addOwnerCommand, importSiteFile } from "../harness/ownedSite";
import type { Account } from "../harness/signIn";
import type { RunningServer } from "../harness/startServer";

/** A fresh 24-hex id, like every Tessera record id. */
export function freshId(): string {
  return randomBytes(12).toString("hex");
}

/** One field of each of the 19 types of spec 2 §3 (and a phone without its country part), with the options, limits and keys they take. */
export const EVERY_FIELD = [
  { id: "fullName", type: "text", title: "Full name", required: true, placeholder: "As on your card" },
  { id: "story", type: "textarea", title: "Your coffee story", maxLength: 40, description: "A sentence or two." },
  { id: "email", type: "email", title: "Email", required: true },
  { id: "budget", type: "currency", title: "Monthly budget", currencySymbol: "$" },
  { id: "cups", type: "number", title: "Cups a day" },
  { id: "website", type: "website", title: "Website" },
  { id: "secret", type: "password", title: "Secret word" },
  { id: "twitter", type: "twitter", title: "Twitter" },
  { id: "visitDate", type: "date", title: "Visit date" },
  { id: "visitTime", type: "time", title: "Visit time" },
  { id: "guest", type: "name", title: "Guest name" },
  { id: "address", type: "address", title: "Shipping address" },
  { id: "phone", type: "phone", title: "Phone", showCountryCode: true },
  { id: "localPhone", type: "phone", title: "Local phone" },
  { id: "about", type: "section", title: "About your visit", description: "Tell us how it went.", underline: true },
  { id: "seating", type: "radio", title: "Seating", options: ["Inside", "Outside"] },
  { id: "extras", type: "checkbox", title: "Extras", options: ["Oat milk", "Extra shot", "Honey"] },
  { id: "roast", type: "select", title: "Roast", options: ["Light", "Medium", "Dark"] },
  { id: "ratings", type: "likert", title: "Ratings", options: ["The coffee was hot", "The staff were friendly"] },
  { id: "campaign", type: "hidden", title: "Campaign", key: "utm_campaign", value: "none" },
];

/** A page (collection of type 10) with the given blocks, published. */
export function page(title: string, urlSlug: string, position: number, blocks: unknown[]) {
  return { type: 10, title, urlSlug, navigation: "main", position, layout: { draft: { blocks }, published: { blocks } } };
}

/** A form block showing a form. */
export function formBlock(formId: string) {
  return { id: freshId(), type: "form", settings: { formId } };
}

/** Imports a site (its file without the format header) with the `tessera` command, and makes `owner` its admin when given. */
export async function importSite(
  server: RunningServer,
  site: { website: { identifier: string } & Record<string, unknown> } & Record<string, unknown>,
  owner?: Account,
): Promise<void> {
  const then = owner ? [addOwnerCommand(site.website.identifier, owner)] : [];
  await importSiteFile(server, JSON.stringify({ format: "tessera-site", version: 1, ...site }), then);
}
