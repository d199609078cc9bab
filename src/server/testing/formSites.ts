import { newId } from "../../domain/ids";

/** The ids of one test site's forms. */
export interface TestFormIds {
  contact: string;
  newsletter: string;
  builtinCaptcha: string;
  recaptcha: string;
  hcaptcha: string;
}

/** Fresh form ids for one test site (form ids are unique across sites). */
export function newTestFormIds(): TestFormIds {
  return { contact: newId(), newsletter: newId(), builtinCaptcha: newId(), recaptcha: newId(), hcaptcha: newId() };
}

/** A contact form with a few kinds of field and a notification address. */
function contactForm(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: "Contact us",
    fields: [
      { id: "name", type: "name", title: "Name", required: true },
      { id: "email", type: "email", title: "Email", required: true },
      { id: "topic", type: "select", title: "Topic", options: ["Beans", "Café", "Wholesale"] },
      { id: "message", type: "textarea", title: "Message", required: true, maxLength: 500 },
      { id: "source", type: "hidden", title: "Source", key: "utm_source", value: "site" },
    ],
    submitButtonText: "Send",
    notificationEmail: "owner@cafe.example",
    ...overrides,
  };
}

/** A newsletter form: a required email and an optional name. */
function newsletterForm(id: string) {
  return {
    id,
    name: "Roast notes",
    kind: "newsletter",
    fields: [
      { id: "email", type: "email", title: "Email Address", required: true },
      { id: "name", type: "name", title: "Name" },
    ],
    submitButtonText: "Sign Up",
  };
}

function withCaptcha(id: string, name: string, captcha: string) {
  return { id, name, captcha, fields: [{ id: "email", type: "email", title: "Email", required: true }] };
}

/**
 * A site file with the test forms, a page showing the contact and newsletter blocks, and
 * reCAPTCHA keys (hCaptcha has none, to show "ReCaptcha has not been set up!").
 */
export function formsSite(identifier: string, ids: TestFormIds, options: { forms?: unknown[]; blocks?: unknown[] } = {}): string {
  const blocks = options.blocks ?? [
    { id: newId(), type: "form", settings: { formId: ids.contact } },
    { id: newId(), type: "newsletter", settings: { formId: ids.newsletter } },
  ];
  const forms = options.forms ?? [
    contactForm(ids.contact),
    newsletterForm(ids.newsletter),
    withCaptcha(ids.builtinCaptcha, "Checked", "builtin"),
    withCaptcha(ids.recaptcha, "Provider checked", "recaptcha"),
    withCaptcha(ids.hcaptcha, "Not set up", "hcaptcha"),
  ];
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Café ${identifier}` },
    collections: [{ type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0, layout: { draft: { blocks }, published: { blocks } } }],
    forms,
    captcha: [{ provider: "recaptcha", siteKey: "site-key-recaptcha", secretKey: "secret-recaptcha" }],
  });
}
