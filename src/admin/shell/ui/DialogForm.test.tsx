import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DialogForm } from "./DialogForm";
import { TextInput } from "./TextInput";

function render(props: { formError?: string; busy?: boolean; canSubmit?: boolean }): string {
  return renderToStaticMarkup(
    <DialogForm
      submitLabel="Send invitation"
      formError={props.formError}
      busy={props.busy ?? false}
      canSubmit={props.canSubmit ?? true}
      onSubmit={() => undefined}
      onCancel={() => undefined}
    >
      <TextInput label="Email" value="" onChange={() => undefined} />
    </DialogForm>,
  );
}

const submitButton = (html: string) => html.match(/<button[^>]*type="submit"[^>]*>[^<]*<\/button>/)?.[0] ?? "";

describe("the form inside a dialog", () => {
  it("shows the fields, then Cancel and the submit button", () => {
    const html = render({});
    expect(html).toMatch(/^<form[^>]*class="stack"/);
    expect(html.indexOf(">Email</label>")).toBeLessThan(html.indexOf(">Cancel</button>"));
    expect(html.indexOf(">Cancel</button>")).toBeLessThan(html.indexOf(">Send invitation</button>"));
    expect(submitButton(html)).not.toContain("disabled");
    expect(html).not.toContain('role="alert"');
  });

  it("announces the form-wide problem above the buttons", () => {
    const html = render({ formError: "This address is already a member." });
    expect(html).toContain('<p class="field-error" role="alert">This address is already a member.</p><div class="dialog-actions">');
  });

  it("holds the submit button while saving and for someone who may only look", () => {
    expect(submitButton(render({ busy: true }))).toContain("disabled");
    expect(submitButton(render({ canSubmit: false }))).toContain("disabled");
    expect(render({ busy: true })).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(render({ busy: true }).match(/<button[^>]*>Cancel<\/button>/)?.[0]).not.toContain("disabled");
  });
});
