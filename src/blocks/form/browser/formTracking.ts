import { recordEvent, recordFormRender } from "../../../browser/census/censusClient";
import type { SiteContext } from "../../../domain/siteContext";

/** The tracking event of a newsletter sign-up (spec 1 §4), also dispatched on window for the page's own scripts. */
const NEWSLETTER_SUBSCRIBE_EVENT = "newsletter_subscribe";

/** Reports that a form rendered: POST /api/census/form-render with the formId and the census payload, through the visitor runtime. */
export function trackFormRender(context: SiteContext, formId: string): void {
  recordFormRender(context, formId);
}

/** Fires the subscribe tracking event of a newsletter form's success: RecordEvent, and a window event for the page's scripts. */
export function trackNewsletterSubscribe(formId: string): void {
  recordEvent(NEWSLETTER_SUBSCRIBE_EVENT, { formId }, { formId });
  window.dispatchEvent(new CustomEvent(`tessera:${NEWSLETTER_SUBSCRIBE_EVENT}`, { detail: { formId } }));
}
