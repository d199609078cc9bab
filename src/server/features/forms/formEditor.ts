import type { Db } from "../../../db/database";
import { sanitizeRichText } from "../../../blocks/shared/sanitizeRichText";
import { CODE_ACCESS_REFUSAL } from "../../../domain/access/codeAccess";
import { forbidden, notFound } from "../../../domain/errors";
import type { FormDefinition } from "../../../domain/forms/formDefinition";
import type { ParsedFormDefinition } from "../../../domain/forms/formDefinitionSchema";
import { refuseOnePastLimit } from "../../../domain/limits/collectionLimits";
import { isoNow, type Clock } from "../../clock";
import { formsRepository } from "./formsRepository";

/**
 * The owner's writes of form definitions, built once in buildApp (`services.forms.editor`):
 * a form is created under the id the editor chose or replaced in place, keeping its creation
 * time; an id another site already uses is not found, only a viewer who may write code
 * changes the HTML shown after a submission, the message shown after one (the editor's
 * rich text) is kept as safe rich text, and the form past the site's limit is refused.
 */
export class FormEditor {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Creates or replaces a form; `created` says which (201 or 200). */
  async save(websiteId: string, parsed: ParsedFormDefinition, mayWriteCode: boolean): Promise<{ form: FormDefinition; created: boolean }> {
    const now = isoNow(this.clock);
    const existing = await formsRepository.findForm(this.db, websiteId, parsed.id);
    if (parsed.postSubmitHtml !== (existing?.postSubmitHtml ?? "") && !mayWriteCode) throw forbidden(CODE_ACCESS_REFUSAL);
    const form: FormDefinition = {
      ...parsed,
      postSubmitMessage: sanitizeRichText(parsed.postSubmitMessage),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    if (existing) await formsRepository.updateForm(this.db, websiteId, form);
    else if (await formsRepository.ownerOf(this.db, parsed.id)) throw notFound("No such form.");
    else {
      refuseOnePastLimit("formsPerSite", await formsRepository.countForms(this.db, websiteId));
      await formsRepository.insertForm(this.db, websiteId, form);
    }
    return { form, created: !existing };
  }

  /** Deletes a form; an unknown one is a 404. */
  async remove(websiteId: string, formId: string): Promise<void> {
    if (!(await formsRepository.deleteForm(this.db, websiteId, formId))) throw notFound("No such form.");
  }
}
