import { renderableLayout } from "../../../blocks/renderableLayout";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import type { FormsForRender } from "../../../blocks/form/formsForRender";
import { formSchema } from "../../../blocks/form/schema";
import { newsletterSchema } from "../../../blocks/newsletter/schema";
import type { Db } from "../../../db/database";
import { THIRD_PARTY_CAPTCHA_PROVIDERS, type CaptchaProvider } from "../../../domain/forms/formDefinition";
import { isId } from "../../../domain/ids";
import { captchaKeysRepository } from "../captcha/captchaKeysRepository";
import { formsRepository } from "./formsRepository";

const FORM_BLOCK_TYPES = new Set([formSchema.type, newsletterSchema.type]);

/** The form ids a stored layout's form and newsletter blocks refer to. */
function formIdsInLayout(storedLayout: unknown): string[] {
  const blocks = blocksOfLayout(renderableLayout(storedLayout).layout);
  const ids = new Set<string>();
  for (const block of blocks as { type: string; settings: { formId?: unknown } }[]) {
    if (FORM_BLOCK_TYPES.has(block.type) && isId(block.settings.formId)) ids.add(block.settings.formId);
  }
  return [...ids];
}

/**
 * Loads what a page's form blocks need before it renders: their forms, and the public site
 * keys of the captcha providers those forms use. Undefined for a page without form blocks,
 * which costs no query.
 */
export async function formsForPage(db: Db, websiteId: string, storedLayout: unknown): Promise<FormsForRender | undefined> {
  const ids = formIdsInLayout(storedLayout);
  if (ids.length === 0) return undefined;
  const forms = await formsRepository.findForms(db, websiteId, ids);
  const captchaSiteKeys: Partial<Record<CaptchaProvider, string>> = {};
  if (forms.some((form) => THIRD_PARTY_CAPTCHA_PROVIDERS.includes(form.captcha as CaptchaProvider))) {
    for (const keys of await captchaKeysRepository.list(db, websiteId)) captchaSiteKeys[keys.provider as CaptchaProvider] = keys.siteKey;
  }
  return { forms: Object.fromEntries(forms.map((form) => [form.id, form])), captchaSiteKeys };
}
