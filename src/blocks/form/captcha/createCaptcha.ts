import { CAPTCHA_PROVIDER, THIRD_PARTY_CAPTCHA_PROVIDERS, type CaptchaProvider } from "../../../domain/forms/formDefinition";
import { FORM_DOM } from "../formDom";
import { builtinCaptcha } from "./builtinCaptcha";
import type { CaptchaListener, CaptchaWidget } from "./captchaWidget";
import { providerCaptcha } from "./providerCaptcha";

/** The captcha a rendered form asks for, or null when it has none (or its provider is not set up). */
export function createCaptcha(root: HTMLElement, onChange: CaptchaListener): CaptchaWidget | null {
  const slot = root.querySelector<HTMLElement>(`.${FORM_DOM.captcha}`);
  const provider = slot?.dataset.captcha as CaptchaProvider | undefined;
  if (!slot || !provider) return null;
  if (provider === CAPTCHA_PROVIDER.BUILTIN) {
    const status = slot.querySelector<HTMLElement>(`.${FORM_DOM.captchaStatus}`);
    return status ? builtinCaptcha(status, onChange) : null;
  }
  const widget = slot.querySelector<HTMLElement>(`.${FORM_DOM.captchaWidget}`);
  const siteKey = slot.dataset.siteKey;
  if (!THIRD_PARTY_CAPTCHA_PROVIDERS.includes(provider) || !widget || !siteKey) return null;
  return providerCaptcha(provider as Exclude<CaptchaProvider, "builtin">, siteKey, widget, onChange);
}
