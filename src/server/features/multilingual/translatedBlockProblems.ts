import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import { plainMessages } from "../../../domain/api/plainMessages";
import { blockFieldName, eachBlock, translatedLayout } from "../../../domain/translations/translatableText";
import type { TranslationFields } from "../../../domain/translations/translationModel";

/**
 * The translated block texts their block's own rules refuse (a heading longer than a heading may
 * be, for one), by field as the translation form shows them. A page drops a block whose settings
 * its schema refuses, so such a translation is refused when saved rather than losing the block
 * on the translated page.
 */
export function translatedBlockProblems(layout: unknown, fields: TranslationFields): Record<string, string> {
  const problems: Record<string, string> = {};
  eachBlock(translatedLayout(layout, fields), (block) => {
    const parsed = blockSchemaFor(block.type)?.schema.safeParse(block.settings, { error: plainMessages });
    if (!parsed || parsed.success) return;
    for (const issue of parsed.error.issues) {
      const name = blockFieldName(block.id, issue.path.join("."));
      if (fields[name] !== undefined) problems[`fields.${name}`] ??= issue.message;
    }
  });
  return problems;
}
