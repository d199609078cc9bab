import { CONSENT_CHANGED_EVENT, readConsent, storeConsent } from "../../browser/consent/consent";
import { loadWidgetScript } from "../../browser/thirdPartyWidget";
import { DISQUS_TEXTS } from "../../domain/comments/disqus";
import { DISQUS_DOM } from "./disqusDom";

/** What Disqus's embed script reads to know the page (its documented global). */
type DisqusConfig = (this: { page: { url: string; identifier: string } }) => void;

/**
 * Disqus on a post (its thread) or a blog's list (its counts), loaded only once the visitor has
 * agreed: at once when the stored choice is yes, when the cookie banner's Accept is pressed, or
 * when the visitor presses the notice's button, which stores that consent. Before that nothing
 * is asked of Disqus.
 */
export function mount(root: HTMLElement): void {
  const src = root.dataset.disqusSrc ?? "";
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    root.querySelector<HTMLElement>(`.${DISQUS_DOM.consent}`)?.setAttribute("hidden", "");
    if (root.dataset.disqusCounts !== undefined) {
      void loadWidgetScript(`${src}/count.js`, root).catch(() => undefined);
      return;
    }
    const page = { url: root.dataset.disqusUrl ?? location.href, identifier: root.dataset.disqusIdentifier ?? "" };
    (window as unknown as { disqus_config: DisqusConfig }).disqus_config = function () {
      this.page.url = page.url;
      this.page.identifier = page.identifier;
    };
    loadWidgetScript(`${src}/embed.js`, root)
      .then(() => loadWidgetScript(`${src}/count.js`, root))
      .catch(() => {
        const message = root.querySelector<HTMLElement>(`.${DISQUS_DOM.message}`);
        if (message) message.textContent = DISQUS_TEXTS.failed;
      });
  };
  if (readConsent() === true) {
    load();
    return;
  }
  window.addEventListener(CONSENT_CHANGED_EVENT, (event) => {
    if ((event as CustomEvent<boolean>).detail === true) load();
  });
  const button = root.querySelector<HTMLButtonElement>(`.${DISQUS_DOM.load}`);
  if (!button) return;
  button.addEventListener("click", () => storeConsent(true));
  button.hidden = false;
}
