import { describe, expect, it } from "vitest";
import { FORM_FIELD_TYPE } from "../enumerations/formFieldTypes";
import { parseFormDefinition } from "./formDefinitionSchema";

const id = "0123456789abcdef01234567";

describe("form definitions", () => {
  it("fills defaults for the form and each of the 19 field types", () => {
    const fields = Object.values(FORM_FIELD_TYPE).map((type, index) => {
      const field: Record<string, unknown> = { id: `f${index}`, type, title: type };
      if (["radio", "checkbox", "select", "likert"].includes(type)) field.options = ["One", "Two"];
      if (type === "hidden") field.key = "source";
      return field;
    });
    const parsed = parseFormDefinition({ id, name: "Every field", fields });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.form).toMatchObject({
      kind: "form",
      submitButtonText: "Submit",
      postSubmitMessage: "<p>Thank you!</p>",
      postSubmitHtml: "",
      successRedirect: "",
      captcha: "none",
      saveSubmissions: true,
      notificationEmail: "",
    });
    expect(parsed.form.fields).toHaveLength(19);
    expect(parsed.form.fields.find((f) => f.type === "textarea")).toMatchObject({ maxLength: null, placeholder: "", required: false, description: "" });
    expect(parsed.form.fields.find((f) => f.type === "currency")).toMatchObject({ currencySymbol: "$" });
    expect(parsed.form.fields.find((f) => f.type === "phone")).toMatchObject({ showCountryCode: false });
    expect(parsed.form.fields.find((f) => f.type === "section")).toMatchObject({ underline: false });
    expect(parsed.form.fields.find((f) => f.type === "hidden")).toMatchObject({ key: "source", value: "" });
  });

  it("refuses unknown keys, repeated field ids, choices without options and unsafe redirects", () => {
    expect(parseFormDefinition({ id, name: "x", fields: [], colour: "red" })).toMatchObject({ ok: false, path: [] });
    const twice = parseFormDefinition({
      id,
      name: "x",
      fields: [
        { id: "a", type: "text" },
        { id: "a", type: "email" },
      ],
    });
    expect(twice).toEqual({ ok: false, path: ["fields", 1, "id"], message: "is used by another field." });
    expect(parseFormDefinition({ id, name: "x", fields: [{ id: "a", type: "radio", options: [] }] })).toMatchObject({
      ok: false,
      path: ["fields", 0, "options"],
    });
    expect(parseFormDefinition({ id, name: "x", fields: [{ id: "a", type: "colour" }] })).toMatchObject({ ok: false, path: ["fields", 0, "type"] });
    expect(parseFormDefinition({ id, name: "x", fields: [], successRedirect: "javascript:alert(1)" })).toMatchObject({ ok: false, path: ["successRedirect"] });
    expect(parseFormDefinition({ id, name: "x", fields: [], successRedirect: "//evil.example" })).toMatchObject({ ok: false, path: ["successRedirect"] });
    expect(parseFormDefinition({ id, name: "x", fields: [], successRedirect: "/thanks" })).toMatchObject({ ok: true });
    expect(parseFormDefinition({ id, name: "x", fields: [], notificationEmail: "owner" })).toMatchObject({ ok: false, path: ["notificationEmail"] });
  });

  it("lets a newsletter form hold one required email, a name and hidden fields only", () => {
    const email = { id: "email", type: "email", title: "Email", required: true };
    expect(parseFormDefinition({ id, name: "News", kind: "newsletter", fields: [email, { id: "name", type: "name" }] })).toMatchObject({ ok: true });
    expect(parseFormDefinition({ id, name: "News", kind: "newsletter", fields: [{ ...email, required: false }] })).toMatchObject({
      ok: false,
      path: ["fields"],
    });
    expect(parseFormDefinition({ id, name: "News", kind: "newsletter", fields: [email, { id: "m", type: "textarea" }] })).toMatchObject({
      ok: false,
      path: ["fields", 1, "type"],
    });
  });
});
