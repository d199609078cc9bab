import { NETWORK_LIMITS } from "../../../domain/limits/networkLimits";
import { censusPayload } from "../../../site/runtime/census/censusPayload";
import { currentCrumb } from "../../../site/runtime/crumb";
import type { SiteContext } from "../../../site/siteContext";

/** The census call made when a form renders (spec 1 §7); the visitor runtime's server receives it. */
export const FORM_RENDER_URL = "/api/census/form-render";
/** Where tracking events go (spec 1 §7). */
export const RECORD_EVENT_URL = "/api/events/RecordEvent";
/** The tracking event of a newsletter sign-up (spec 1 §4), also dispatched on window for the page's own scripts. */
export const NEWSLETTER_SUBSCRIBE_EVENT = "newsletter_subscribe";

/** Posts form-encoded fields without waiting for or caring about the answer (spec 1 §7: failures are ignored). */
function fireAndForget(url: string, fields: URLSearchParams): void {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_LIMITS.censusPostTimeoutMs);
  fetch(url, { method: "POST", body: fields, credentials: "same-origin", keepalive: true, signal: controller.signal })
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

/** Reports that a form rendered: POST /api/census/form-render with the formId and the census payload as data. */
export function trackFormRender(context: SiteContext, formId: string): void {
  fireAndForget(FORM_RENDER_URL, new URLSearchParams({ formId, data: JSON.stringify(censusPayload(context)) }));
}

/** Fires the subscribe tracking event of a newsletter form's success: RecordEvent, and a window event for the page's scripts. */
export function trackNewsletterSubscribe(formId: string): void {
  fireAndForget(RECORD_EVENT_URL, new URLSearchParams({ crumb: currentCrumb(), event: NEWSLETTER_SUBSCRIBE_EVENT, formId, data: JSON.stringify({ formId }) }));
  window.dispatchEvent(new CustomEvent(`tessera:${NEWSLETTER_SUBSCRIBE_EVENT}`, { detail: { formId } }));
}
