import { NETWORK_LIMITS } from "../domain/limits/networkLimits";

/** How long a provider's widget script or frame may take to load before it counts as failed (spec 2 §7: 10 s). */
const WIDGET_LOAD_TIMEOUT_MS = NETWORK_LIMITS.socialScriptTimeoutSeconds * 1000;

/**
 * Waits for an element that loads something from a provider (a script, a frame) to fire `load`,
 * after putting it in place with `place`, and for `reachable` when given. Fails on `error`, when
 * `reachable` rejects, or when they have not all come within the time-out; a failed element is
 * taken out of the page again, so a late answer changes nothing.
 */
function loaded<E extends HTMLScriptElement | HTMLIFrameElement>(
  element: E,
  place: (element: E) => void,
  timeoutMs: number,
  reachable: (signal: AbortSignal) => Promise<unknown> = () => Promise.resolve(),
): Promise<E> {
  const stop = new AbortController();
  return new Promise<E>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      stop.abort();
      element.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`${element.tagName.toLowerCase()} did not load within ${timeoutMs} ms`), timeoutMs);
    const elementLoaded = new Promise<void>((loadedNow) => element.addEventListener("load", () => loadedNow()));
    element.addEventListener("error", () => fail(`${element.tagName.toLowerCase()} failed to load`));
    Promise.all([elementLoaded, reachable(stop.signal)]).then(
      () => {
        if (stop.signal.aborted) return;
        clearTimeout(timer);
        resolve(element);
      },
      () => {
        if (!stop.signal.aborted) fail(`${element.tagName.toLowerCase()}'s provider could not be reached`);
      },
    );
    place(element);
  });
}

/**
 * Resolves once the provider answers anything at `src` (a request the page cannot read, which
 * needs no permission from the provider) and rejects when it cannot be reached. A frame fires
 * `load` for the browser's own error page too, so only this tells an unreachable provider apart.
 */
function providerAnswers(src: string, signal: AbortSignal): Promise<unknown> {
  return fetch(src, { mode: "no-cors", credentials: "omit", signal });
}

/** Loads a provider's widget script into `parent` (where providers that write beside their script expect it). */
export function loadWidgetScript(src: string, parent: HTMLElement, timeoutMs: number = WIDGET_LOAD_TIMEOUT_MS): Promise<HTMLScriptElement> {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  return loaded(script, (element) => parent.append(element), timeoutMs);
}

/**
 * Loads a provider's page into a frame inside `parent`, named `title` for screen readers; fails
 * (taking the frame out) when the provider cannot be reached or does not answer in time.
 */
export function loadWidgetFrame(src: string, title: string, parent: HTMLElement, timeoutMs: number = WIDGET_LOAD_TIMEOUT_MS): Promise<HTMLIFrameElement> {
  const frame = document.createElement("iframe");
  frame.src = src;
  frame.title = title;
  frame.className = "tsr-booking__frame";
  return loaded(
    frame,
    (element) => parent.append(element),
    timeoutMs,
    (signal) => providerAnswers(src, signal),
  );
}
