import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FORM_FIELD_TYPE } from "../../domain/enumerations/formFieldTypes";
import { parseFormDefinition } from "../../domain/forms/formDefinitionSchema";
import type { FormDefinition } from "../../domain/forms/formDefinition";
import { FORM_MESSAGES, FORM_STATUS_MESSAGES } from "../../domain/messages/formMessages";
import { NewsletterBlock } from "../newsletter/NewsletterBlock";
import type { BlockRenderContext } from "../types";
import { FormBlock } from "./FormBlock";
import { formsLoader } from "./formsLoader";

const FORM_ID = "0123456789abcdef01234567";
const BLOCK_ID = "b".repeat(24);

function definition(overrides: Record<string, unknown> = {}): FormDefinition {
  const fields = Object.values(FORM_FIELD_TYPE).map((type) => ({
    id: `${type}Field`,
    type,
    title: `${type} title`,
    ...(["radio", "checkbox", "select", "likert"].includes(type) ? { options: ["First <b>one</b>", "Second"] } : {}),
    ...(type === "hidden" ? { key: "utm_source", value: "home" } : {}),
    ...(type === "textarea" ? { maxLength: 200 } : {}),
  }));
  const parsed = parseFormDefinition({ id: FORM_ID, name: "All fields", fields, postSubmitMessage: "<p>Thanks</p><script>alert(1)</script>", ...overrides });
  if (!parsed.ok) throw new Error(parsed.message);
  return { ...parsed.form, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
}

function render(form: FormDefinition | null, captchaSiteKeys = {}): string {
  const context: BlockRenderContext = {
    websiteId: "a".repeat(24),
    locale: "en-US",
    pagePath: "/",
    pageTitle: "Home",
    loaded: new Map([[formsLoader, { forms: form ? { [form.id]: form } : {}, captchaSiteKeys }]]),
  };
  return renderToStaticMarkup(<FormBlock id={BLOCK_ID} settings={{ formId: FORM_ID }} context={context} />);
}

describe("the form block's server HTML", () => {
  it("labels every input of every field type and marks the island", () => {
    const html = render(definition());
    expect(html).toContain('data-island="form"');
    expect(html).toContain('<form class="tsr-form__form" aria-label="All fields" method="post">');
    const ids = [...html.matchAll(/<(?:input|select|textarea)[^>]*\sid="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(42);
    const labelled = new Set([...html.matchAll(/<label[^>]*for="([^"]+)"/g)].map((m) => m[1]!));
    const unlabelled = ids.filter((id) => !labelled.has(id) && !id.endsWith("-hiddenField"));
    const insideLabels = unlabelled.filter((id) => !new RegExp(`<label[^>]*>(?:(?!</label>).)*id="${id}"`).test(html));
    expect(insideLabels).toEqual([]);
    expect(html).toContain("0 / 200");
    expect(html).toContain("First &lt;b&gt;one&lt;/b&gt;");
    expect(html).toContain('name="utm_source" value="home"');
    expect(html).toContain("Strongly Disagree");
  });

  it("keeps scripts out of the post-submit message but not out of the owner's post-submit HTML", () => {
    expect(render(definition())).not.toContain("<script>alert(1)</script>");
    expect(render(definition({ postSubmitHtml: "<p>Done</p><script>track()</script>" }))).toContain("<script>track()</script>");
  });

  it("disables the button of a provider-captcha form, and says when the provider is not set up", () => {
    const withKey = render(definition({ captcha: "turnstile" }), { turnstile: "site-key-1" });
    expect(withKey).toContain('data-site-key="site-key-1"');
    expect(withKey).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(render(definition({ captcha: "hcaptcha" }))).toContain(FORM_MESSAGES.recaptchaNotSetUp);
  });

  it("says a missing form has not been configured, without an island", () => {
    const html = render(null);
    expect(html).toContain(FORM_STATUS_MESSAGES[404]);
    expect(html).not.toContain("data-island");
  });

  it("renders a newsletter block with its heading over its newsletter form", () => {
    const form = definition({ kind: "newsletter", fields: [{ id: "email", type: "email", title: "Email", required: true }] });
    const html = renderToStaticMarkup(
      <NewsletterBlock
        id={BLOCK_ID}
        settings={{ formId: FORM_ID, title: "Roast notes", description: "News" }}
        context={{
          websiteId: "a".repeat(24),
          locale: "en-US",
          pagePath: "/",
          pageTitle: "Home",
          loaded: new Map([[formsLoader, { forms: { [FORM_ID]: form }, captchaSiteKeys: {} }]]),
        }}
      />,
    );
    expect(html).toContain('data-island="newsletter"');
    expect(html).toContain('<h2 class="tsr-newsletter__title">Roast notes</h2>');
    expect(html).toContain('data-form-kind="newsletter"');
  });
});
