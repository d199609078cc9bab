import { NETWORK_LIMITS } from "../domain/limits/networkLimits";

/** How long a provider's widget script or frame may take to load before it counts as failed (spec 2 §7: 10 s). */
const WIDGET_LOAD_TIMEOUT_MS = NETWORK_LIMITS.socialScriptTimeoutSeconds * 1000;

/**
 * Waits for an element that loads something from a provider (a script, a frame) to fire `load`,
 * after putting it in place with `place`. Fails on `error` or when `load` has not come within
 * the time-out; a failed element is taken out of the page again, so a late answer changes nothing.
 */
function loaded<E extends HTMLScriptElement | HTMLIFrameElement>(element: E, place: (element: E) => void, timeoutMs: number): Promise<E> {
  return new Promise<E>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      element.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`${element.tagName.toLowerCase()} did not load within ${timeoutMs} ms`), timeoutMs);
    element.addEventListener("load", () => {
      clearTimeout(timer);
      resolve(element);
    });
    element.addEventListener("error", () => fail(`${element.tagName.toLowerCase()} failed to load`));
    place(element);
  });
}

/** Loads a provider's widget script into `parent` (where providers that write beside their script expect it). */
export function loadWidgetScript(src: string, parent: HTMLElement, timeoutMs: number = WIDGET_LOAD_TIMEOUT_MS): Promise<HTMLScriptElement> {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  return loaded(script, (element) => parent.append(element), timeoutMs);
}

/** Loads a provider's page into a frame inside `parent`, named `title` for screen readers. */
export function loadWidgetFrame(src: string, title: string, parent: HTMLElement, timeoutMs: number = WIDGET_LOAD_TIMEOUT_MS): Promise<HTMLIFrameElement> {
  const frame = document.createElement("iframe");
  frame.src = src;
  frame.title = title;
  frame.className = "tsr-booking__frame";
  return loaded(frame, (element) => parent.append(element), timeoutMs);
}
