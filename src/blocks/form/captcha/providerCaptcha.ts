import type { CaptchaProvider } from "../../../domain/forms/formDefinition";
import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { FORM_MESSAGES } from "../../../domain/messages/formMessages";
import type { CaptchaListener, CaptchaWidget } from "./captchaWidget";

/** The part of reCAPTCHA's, hCaptcha's and Turnstile's browser API the island uses (they share it). */
interface ProviderApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  reset(widgetId?: string | number): void;
}

type ThirdParty = Exclude<CaptchaProvider, "builtin">;

/** Each provider's script and the global it defines. */
const PROVIDER_SCRIPTS: Record<ThirdParty, { url: string; global: string }> = {
  recaptcha: { url: "https://www.google.com/recaptcha/api.js", global: "grecaptcha" },
  hcaptcha: { url: "https://js.hcaptcha.com/1/api.js", global: "hcaptcha" },
  turnstile: { url: "https://challenges.cloudflare.com/turnstile/v0/api.js", global: "turnstile" },
};

const loading = new Map<ThirdParty, Promise<ProviderApi>>();

/** Loads a provider's script once per page, with explicit rendering, and resolves to its API. */
function loadProvider(provider: ThirdParty): Promise<ProviderApi> {
  const existing = loading.get(provider);
  if (existing) return existing;
  const { url, global } = PROVIDER_SCRIPTS[provider];
  const callback = `tesseraCaptchaReady_${provider}`;
  const promise = new Promise<ProviderApi>((resolve, reject) => {
    const scope = window as unknown as Record<string, unknown>;
    scope[callback] = () => resolve(scope[global] as ProviderApi);
    const script = document.createElement("script");
    script.src = `${url}?onload=${callback}&render=explicit`;
    script.async = true;
    script.onerror = () => {
      loading.delete(provider);
      reject(new Error(`${provider} did not load`));
    };
    document.head.append(script);
  });
  loading.set(provider, promise);
  return promise;
}

/**
 * A third-party captcha (reCAPTCHA, hCaptcha or Turnstile) with the site's public key. Its
 * script loads only on demand, when the visitor first works with the form; the widget's token
 * is the answer, and the submit button waits for it. A script that arrives after its form left
 * the page (the popup holding it was closed) renders nothing and warns "Document was destroyed"
 * (spec 2 §8); the form's next start, if it comes back, renders it.
 */
export function providerCaptcha(provider: ThirdParty, siteKey: string, container: HTMLElement, onChange: CaptchaListener): CaptchaWidget {
  let answer: string | null = null;
  let api: ProviderApi | null = null;
  let widgetId: string | number | undefined;
  let started = false;

  const solved = (token: unknown) => {
    answer = typeof token === "string" && token ? token : null;
    onChange(answer !== null);
  };

  return {
    bindsSubmit: true,
    start() {
      if (started) return;
      started = true;
      loadProvider(provider).then(
        (loaded) => {
          if (!container.isConnected) {
            started = false;
            console.warn(FORM_MESSAGES.documentDestroyed);
            return;
          }
          api = loaded;
          widgetId = loaded.render(container, {
            sitekey: siteKey,
            callback: solved,
            "expired-callback": () => solved(null),
            "error-callback": () => solved(null),
          });
        },
        () => {
          started = false;
          container.textContent = FORM_TEXTS.captchaLoadFailed;
        },
      );
    },
    answer: () => answer,
    reset() {
      solved(null);
      if (api && widgetId !== undefined) api.reset(widgetId);
    },
  };
}
