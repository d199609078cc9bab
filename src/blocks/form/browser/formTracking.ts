import { recordEvent, recordFormRender } from "../../../browser/census/censusClient";
import type { SiteContext } from "../../../domain/siteContext";
import { NEWSLETTER_SUBSCRIBE_EVENT, NEWSLETTER_SUBSCRIBED_WINDOW_EVENT } from "../../../domain/enumerations/trackingEvents";

/** Reports that a form rendered: POST /api/census/form-render with the formId and the census payload, through the visitor runtime. */
export function trackFormRender(context: SiteContext, formId: string): void {
  recordFormRender(context, formId);
}

/** Fires the subscribe tracking event of a newsletter form's success: RecordEvent, and a window event for the page's scripts. */
export function trackNewsletterSubscribe(formId: string): void {
  recordEvent(NEWSLETTER_SUBSCRIBE_EVENT, { formId }, { formId });
  window.dispatchEvent(new CustomEvent(NEWSLETTER_SUBSCRIBED_WINDOW_EVENT, { detail: { formId } }));
}
