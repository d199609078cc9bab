import { FORM_STATUS_MESSAGES } from "../../domain/messages/formMessages";
import { BlockFrame } from "../shared/BlockFrame";
import type { BlockRenderProps } from "../types";
import { captchaSiteKeyFor } from "./formsForRender";
import { FormView } from "./render/FormView";
import { formSchema, type FormBlockSettings } from "./schema";
import { loadedBy } from "../blockLoader";
import { formsLoader } from "./formsLoader";

/**
 * A form block: the site's form by id, rendered whole on the server; its island sends it. A
 * block whose form the site does not have (or that is a newsletter form) says the form has not
 * been configured yet.
 */
export function FormBlock({ id, settings, context }: BlockRenderProps<FormBlockSettings>) {
  const forms = loadedBy(context, formsLoader);
  const form = forms?.forms[settings.formId];
  return (
    <BlockFrame id={id} type={formSchema.type} code={formSchema.code} island={form?.kind === "form" ? formSchema.island : undefined}>
      {form?.kind === "form" ? (
        <FormView form={form} blockId={id} captchaSiteKey={captchaSiteKeyFor(forms, form)} />
      ) : (
        <p className="tsr-form-missing">{FORM_STATUS_MESSAGES[404]}</p>
      )}
    </BlockFrame>
  );
}
