import { z } from "zod";
import { invalid } from "../../../domain/errors";
import { COLLECTION_LIMIT_MESSAGES, COLLECTION_LIMITS } from "../../../domain/limits/collectionLimits";
import { formDefinitionSchema, type ParsedFormDefinition } from "../../../domain/forms/formDefinitionSchema";
import type { SiteSection } from "./siteSection";
import { formInKeyOrder } from "../forms/formRecord";
import { formsRepository } from "../forms/formsRepository";

function fail(path: string, message: string): never {
  throw invalid(`${path}: ${message}`, { [path]: message });
}

/**
 * The site's forms (definitions only: submissions are the owner's inbox, downloaded as CSV,
 * and stay on the server when a site is replaced). Form and newsletter blocks refer to them
 * by id; a block whose form is missing says the form has not been configured yet.
 */
export const formsSection: SiteSection<ParsedFormDefinition[]> = {
  key: "forms",
  schema: z.array(formDefinitionSchema).max(COLLECTION_LIMITS.formsPerSite, COLLECTION_LIMIT_MESSAGES.formsPerSite).default([]),

  async check(forms, context, db) {
    const seen = new Set<string>();
    for (const [index, form] of forms.entries()) {
      if (seen.has(form.id)) fail(`forms[${index}].id`, "is used by another form.");
      seen.add(form.id);
      const owner = await formsRepository.ownerOf(db, form.id);
      if (owner && owner !== context.websiteId) fail(`forms[${index}].id`, "this id is already used by another site.");
    }
  },

  async exportSection(db, websiteId) {
    return (await formsRepository.listForms(db, websiteId)).map(formInKeyOrder);
  },

  async deleteSection(db, websiteId) {
    await formsRepository.deleteFormsOfSite(db, websiteId);
  },

  async importSection(db, context, forms) {
    for (const form of forms) {
      await formsRepository.insertForm(db, context.websiteId, { ...form, createdAt: form.createdAt ?? context.now, updatedAt: form.updatedAt ?? context.now });
    }
  },
};
