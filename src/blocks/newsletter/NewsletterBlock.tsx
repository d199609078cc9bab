import { FORM_STATUS_MESSAGES } from "../../domain/messages/formMessages";
import { captchaSiteKeyFor } from "../form/formsForRender";
import { FormView } from "../form/render/FormView";
import { BlockFrame } from "../shared/BlockFrame";
import type { BlockRenderProps } from "../types";
import { newsletterSchema, type NewsletterBlockSettings } from "./schema";
import { loadedBy } from "../blockLoader";
import { formsLoader } from "../form/formsLoader";

/**
 * A newsletter sign-up: the heading and pitch of the block over the fields of the site's
 * newsletter form. Its island sends it like any form and narrows its layout in small spaces.
 */
export function NewsletterBlock({ id, settings, context }: BlockRenderProps<NewsletterBlockSettings>) {
  const forms = loadedBy(context, formsLoader);
  const form = forms?.forms[settings.formId];
  const intro =
    settings.title || settings.description ? (
      <div className="tsr-newsletter__intro">
        {settings.title ? <h2 className="tsr-newsletter__title">{settings.title}</h2> : null}
        {settings.description ? <p className="tsr-newsletter__description">{settings.description}</p> : null}
      </div>
    ) : null;
  return (
    <BlockFrame
      id={id}
      type={newsletterSchema.type}
      code={newsletterSchema.code}
      island={form?.kind === "newsletter" ? newsletterSchema.island : undefined}
      className="tsr-newsletter"
    >
      {form?.kind === "newsletter" ? (
        <FormView form={form} blockId={id} captchaSiteKey={captchaSiteKeyFor(forms, form)} intro={intro} />
      ) : (
        <p className="tsr-form-missing">{FORM_STATUS_MESSAGES[404]}</p>
      )}
    </BlockFrame>
  );
}
