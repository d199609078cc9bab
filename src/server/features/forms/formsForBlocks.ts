import type { FormsForRender } from "../../../blocks/form/formsForRender";
import type { Db } from "../../../db/database";
import { THIRD_PARTY_CAPTCHA_PROVIDERS, type CaptchaProvider } from "../../../domain/forms/formDefinition";
import { captchaKeysRepository } from "../captcha/captchaKeysRepository";
import { formsRepository } from "./formsRepository";

/**
 * What a page's form blocks need before it renders (their loader, blocks/form/formsLoader.ts):
 * the site's forms by id, and the public site keys of the captcha providers those forms use.
 */
export async function formsForBlocks(db: Db, websiteId: string, ids: readonly string[]): Promise<FormsForRender> {
  const forms = ids.length === 0 ? [] : await formsRepository.findForms(db, websiteId, [...ids]);
  const captchaSiteKeys: Partial<Record<CaptchaProvider, string>> = {};
  if (forms.some((form) => THIRD_PARTY_CAPTCHA_PROVIDERS.includes(form.captcha as CaptchaProvider))) {
    for (const keys of await captchaKeysRepository.list(db, websiteId)) captchaSiteKeys[keys.provider as CaptchaProvider] = keys.siteKey;
  }
  return { forms: Object.fromEntries(forms.map((form) => [form.id, form])), captchaSiteKeys };
}
