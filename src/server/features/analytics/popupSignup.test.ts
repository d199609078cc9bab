import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { POPUP_FORM_REFUSAL } from "../../../domain/visitorSettings/popupForms";
import { createTestServer, CookieJar, seedSite, signedIn, siteContextOf, type TestServer } from "../../testing/testServer";
import { formsSite, newTestFormIds, type TestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";

const OWNER = { email: "owner@popup.example", password: "owner password 1", roleId: ROLE.ADMIN };

describeEachDatabase("the popup overlay's sign-up form", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestFormIds;
  const surveyId = newId();

  const put = (body: unknown) =>
    owner.send(server, "pop", {
      method: "PUT",
      url: "/api/config/site/popup-overlay",
      headers: { "content-type": "application/json", "x-csrf-token": owner.get("crumb")! },
      payload: JSON.stringify(body),
    });
  const popup = (formId: string) => ({
    isEnabled: true,
    style: "CARD",
    version: 1,
    showUntilSignup: true,
    displayFrequency: 0,
    enableMobile: true,
    title: "Roast notes",
    message: "A letter a month",
    ctaText: "",
    ctaUrl: "",
    formId,
  });

  beforeAll(async () => {
    ids = newTestFormIds();
    const forms = [
      {
        id: ids.contact,
        name: "Contact us",
        fields: [
          { id: "email", type: "email", title: "Email", required: true },
          { id: "message", type: "textarea", title: "Message" },
        ],
        submitButtonText: "Send",
        postSubmitMessage: "<p>Thanks, we will write back.</p>",
      },
      { id: ids.newsletter, name: "Roast notes", kind: "newsletter", fields: [{ id: "email", type: "email", title: "Email Address", required: true }] },
      { id: surveyId, name: "Survey", fields: [{ id: "taste", type: "text", title: "Favourite roast" }] },
    ];
    await seedSite(database(), formsSite("pop", ids, { forms, blocks: [] }), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, "pop", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  it("lets the owner pick only a form with an email field, and refuses any other id in plain words", async () => {
    const choices = await owner.send(server, "pop", { method: "GET", url: "/api/config/site/popup-overlay/forms" });
    expect(
      choices
        .json()
        .forms.map((form: { name: string }) => form.name)
        .sort(),
    ).toEqual(["Contact us", "Roast notes"]);
    for (const formId of [surveyId, newId()]) {
      const refused = await put(popup(formId));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: POPUP_FORM_REFUSAL, errors: { formId: POPUP_FORM_REFUSAL } });
    }
    expect((await put(popup("newsletter"))).json().errors).toEqual({ formId: POPUP_FORM_REFUSAL });
    expect((await owner.send(server, "pop", { method: "GET", url: "/api/config/site/popup-overlay" })).json().formId).toBe("");
    expect((await put(popup(ids.contact))).json()).toEqual(popup(ids.contact));
  });

  it("renders the form hidden into every page that may show the popup, for the popup to show", async () => {
    const visitor = new CookieJar();
    const page = await visitor.send(server, "pop", { method: "GET", url: "/" });
    expect(siteContextOf(page.body).websiteSettings.popupOverlaySettings.formId).toBe(ids.contact);
    const start = page.body.indexOf('<div id="block-popup-overlay" class="tsr-popup-form" hidden="" data-overlay-island="form">');
    expect(start).toBeGreaterThan(page.body.indexOf("</footer>"));
    const carried = page.body.slice(start, page.body.indexOf("</template>", start));
    expect(carried).toContain(`data-form-id="${ids.contact}"`);
    expect(carried).toContain('id="form-popup-overlay-email"');
    expect(carried).toContain("Thanks, we will write back.");
    const missing = await visitor.send(server, "pop", { method: "GET", url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("block-popup-overlay");
  });

  it("stores a submission sent from the popup with isOverlayForm, and counts it as the popup's sign-up", async () => {
    const visitor = new FormVisitor(server, "pop", "198.51.100.40");
    await visitor.open();
    const sent = await visitor.submit(
      ids.contact,
      { email: "ann@example.com", message: "" },
      { isOverlayForm: true, objectName: "popup-overlay", pagePath: "/" },
    );
    expect(sent.statusCode).toBe(200);
    const rows = await database().db.selectFrom("formSubmissions").selectAll().where("formId", "=", ids.contact).execute();
    expect(rows.map((row) => [row.isOverlayForm, row.objectName])).toEqual([[1, "popup-overlay"]]);
    const signups = await database().db.selectFrom("analyticsEvents").select(["kind", "event", "dataJson"]).where("event", "=", "signup").execute();
    expect(signups.map((row) => [row.kind, JSON.parse(row.dataJson)])).toEqual([["overlay", { formId: ids.contact, pagePath: "/" }]]);

    const onPage = await visitor.submit(ids.contact, { email: "bo@example.com", message: "" });
    expect(onPage.statusCode).toBe(200);
    expect(await database().db.selectFrom("analyticsEvents").select("id").where("event", "=", "signup").execute()).toHaveLength(1);
  });
});
