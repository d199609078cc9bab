import { describe, expect, it } from "vitest";
import { FORM_FIELD_TYPE } from "../../../../domain/enumerations/formFieldTypes";
import { parseFormDefinition } from "../../../../domain/forms/formDefinitionSchema";
import { FIELD_TYPE_LABELS, formProblems, newField, newForm } from "./formBuilderRules";

describe("form builder rules", () => {
  it("offers every field type of spec 2 §3, each new field valid by the shared rules", () => {
    expect(Object.keys(FIELD_TYPE_LABELS)).toEqual(Object.values(FORM_FIELD_TYPE));
    const form = { ...newForm("form"), fields: Object.values(FORM_FIELD_TYPE).map(newField) };
    expect(parseFormDefinition(form).ok).toBe(true);
    expect(newField("phone")).toMatchObject({ showCountryCode: false });
    expect(newField("currency")).toMatchObject({ currencySymbol: "$" });
    expect(newField("section")).toMatchObject({ underline: false, required: false });
    expect(newField("hidden")).toMatchObject({ key: "source", value: "" });
    expect(newField("textarea")).toMatchObject({ maxLength: null });
    expect(newField("likert")).toMatchObject({ options: ["Option 1", "Option 2"] });
  });

  it("makes valid contact and newsletter forms", () => {
    expect(formProblems(newForm("form"))).toEqual({});
    expect(formProblems(newForm("newsletter"))).toEqual({});
  });

  it("words the notification address and redirect problems as the spec's form builder does, by the schema the server runs", () => {
    expect(formProblems({ ...newForm("form"), notificationEmail: "owner@" })).toEqual({
      notificationEmail: "Please enter a valid email. Emails must be formatted as name@example.com",
    });
    expect(formProblems({ ...newForm("form"), successRedirect: "thanks", notificationEmail: "owner@" })).toEqual({
      successRedirect: "“thanks” is not a valid page URL. Links must be formatted as /thanks or https://example.com/thanks",
      notificationEmail: "Please enter a valid email. Emails must be formatted as name@example.com",
    });
    expect(formProblems({ ...newForm("form"), successRedirect: "/thanks", notificationEmail: "owner@cafe.example" })).toEqual({});
  });

  it("reports the shared rules' problems by path", () => {
    const form = newForm("form");
    const twice = { ...form, fields: [...form.fields, { ...form.fields[0]! }] };
    expect(formProblems(twice)).toEqual({ "fields.3.id": "Id is used by another field." });
    const noOptions = { ...form, fields: [{ ...newField("select"), options: [] }] };
    expect(formProblems(noOptions as never)).toEqual({ "fields.0.options": "Options must have at least one option." });
  });

  it("asks for a MailChimp list with the spec's words before a form stored to MailChimp is saved, as the server does", () => {
    const newsletter = newForm("newsletter");
    expect(formProblems({ ...newsletter, storage: { service: "mailchimp", listId: "", doubleOptIn: false } })).toEqual({
      "storage.listId": "A List must be selected",
    });
    expect(formProblems({ ...newsletter, storage: { service: "mailchimp", listId: "a1b2c3", doubleOptIn: true } })).toEqual({});
    const noEmail = { ...newForm("form"), fields: [newField("text")], storage: { service: "mailchimp" as const, listId: "a1b2c3", doubleOptIn: false } };
    expect(formProblems(noEmail)).toEqual({ storage: "A form whose sign-ups go to MailChimp needs an email field." });
  });
});
