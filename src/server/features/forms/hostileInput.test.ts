import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { FORM_FIELD_TYPE } from "../../../domain/enumerations/formFieldTypes";
import { newId } from "../../../domain/ids";
import { FORM_MESSAGES } from "../../../domain/messages/formMessages";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { formsSite, newTestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";

const SCRIPT = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
const OWNER = { email: "owner@hostile.example", password: "hostile owner password" };
const formId = newId();

/** One field of every type, named after its type. */
const fields = Object.values(FORM_FIELD_TYPE).map((type) => ({
  id: type,
  type,
  title: type,
  ...(["radio", "checkbox", "select", "likert"].includes(type) ? { options: ["One", "Two"] } : {}),
  ...(type === "hidden" ? { key: "ref" } : {}),
}));

/** A value of the right shape for each field, made of markup. */
function hostileValues(): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { type } of fields) {
    if (type === "section") continue;
    if (type === "likert") values[type] = { [SCRIPT]: SCRIPT };
    else if (type === "checkbox") values[type] = [SCRIPT];
    else if (type === "date") values[type] = [SCRIPT, SCRIPT, SCRIPT];
    else if (type === "time" || type === "phone") values[type] = [SCRIPT, SCRIPT, SCRIPT, SCRIPT];
    else if (type === "name") values[type] = [SCRIPT, SCRIPT];
    else if (type === "address") values[type] = Array.from({ length: 6 }, () => SCRIPT);
    else values[type] = SCRIPT;
  }
  return values;
}

describeEachDatabase("markup in every field", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), formsSite("hostile", newTestFormIds(), { forms: [{ id: formId, name: "Everything", fields }], blocks: [] }), OWNER);
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const stored = () => database().db.selectFrom("formSubmissions").selectAll().where("formId", "=", formId).execute();

  it("is refused with a message on every field whose rules it breaks, and nothing is stored", async () => {
    const visitor = new FormVisitor(server, "hostile");
    await visitor.open();
    const response = await visitor.submit(formId, hostileValues());
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(FORM_MESSAGES.invalidFields);
    expect(Object.keys(body.errors).sort()).toEqual([
      "address",
      "checkbox",
      "currency",
      "date",
      "email",
      "likert",
      "number",
      "phone",
      "radio",
      "select",
      "time",
      "twitter",
      "website",
    ]);
    expect(await stored()).toEqual([]);
  });

  it("is stored as the text it is in the fields that take free text, and read back unchanged", async () => {
    const visitor = new FormVisitor(server, "hostile");
    await visitor.open();
    const address = [SCRIPT, SCRIPT, SCRIPT, SCRIPT, "<b>04101", SCRIPT];
    const free = { text: SCRIPT, textarea: SCRIPT, password: SCRIPT, hidden: SCRIPT, name: [SCRIPT, SCRIPT], address };
    expect((await visitor.submit(formId, free)).statusCode).toBe(200);
    const owner = await signedIn(server, "hostile", OWNER.email, OWNER.password);
    const list = await owner.send(server, "hostile", { method: "GET", url: `/api/config/form-submissions/${formId}` });
    expect(list.headers["content-type"]).toBe("application/json; charset=utf-8");
    const values = Object.fromEntries(list.json().submissions[0].fields.map((field: { id: string; value: unknown }) => [field.id, field.value]));
    expect(values).toMatchObject(free);
    const csv = await owner.send(server, "hostile", { method: "GET", url: `/api/config/form-submissions/${formId}/csv` });
    expect(csv.body).toContain(`"<script>alert(""x"")</script><img src=x onerror=alert(1)>"`);
  });
});
