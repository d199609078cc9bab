import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { systemClock } from "../../clock";
import { exportSite, importSite } from "./siteFile";
import { formsSite, newTestFormIds } from "../../testing/formSites";

function withSubscribers(text: string, newsletterId: string): string {
  const file = JSON.parse(text);
  file.newsletterSubscribers = [
    { formId: newsletterId, email: "ann@example.com", name: "Ann Lee", subscribedAt: "2026-10-01T10:00:00.000Z" },
    {
      formId: newsletterId,
      email: "bo@example.com",
      status: "unsubscribed",
      unsubscribeToken: "bo-token-0123456789abcdef",
      subscribedAt: "2026-10-02T10:00:00.000Z",
      unsubscribedAt: "2026-10-03T10:00:00.000Z",
    },
  ];
  return JSON.stringify(file);
}

describeEachDatabase("forms in the site file", (database) => {
  it("round-trips forms, captcha keys and subscribers: export, import, export gives identical bytes", async () => {
    const { db } = database();
    const ids = newTestFormIds();
    await importSite(db, systemClock, withSubscribers(formsSite("roundtrip", ids), ids.newsletter));
    const first = await exportSite(db, "roundtrip");
    await importSite(db, systemClock, first);
    expect(await exportSite(db, "roundtrip")).toBe(first);
    const file = JSON.parse(first);
    expect(file.forms.map((form: { name: string }) => form.name)).toEqual(["Checked", "Contact us", "Not set up", "Provider checked", "Roast notes"]);
    expect(file.forms.find((form: { id: string }) => form.id === ids.contact)).toMatchObject({
      kind: "form",
      submitButtonText: "Send",
      notificationEmail: "owner@cafe.example",
      fields: expect.arrayContaining([{ id: "message", type: "textarea", title: "Message", description: "", required: true, placeholder: "", maxLength: 500 }]),
    });
    expect(file.captcha).toEqual([{ provider: "recaptcha", siteKey: "site-key-recaptcha", secretKey: "secret-recaptcha" }]);
    expect(file.newsletterSubscribers).toEqual([
      expect.objectContaining({
        email: "ann@example.com",
        status: "subscribed",
        unsubscribedAt: null,
        unsubscribeToken: expect.stringMatching(/^[0-9a-f]{48}$/),
      }),
      expect.objectContaining({ email: "bo@example.com", status: "unsubscribed", unsubscribeToken: "bo-token-0123456789abcdef" }),
    ]);
  });

  it("keeps stored submissions when the site is replaced", async () => {
    const { db } = database();
    const ids = newTestFormIds();
    const { websiteId } = await importSite(db, systemClock, formsSite("keeper", ids));
    await db
      .insertInto("formSubmissions")
      .values({
        id: "f".repeat(24),
        websiteId,
        formId: ids.contact,
        formName: "Contact us",
        fieldsJson: "[]",
        searchText: "",
        collectionId: "",
        objectName: "",
        isOverlayForm: 0,
        submitButtonText: "Send",
        pageTitle: "",
        pageId: "",
        contentSource: "c",
        pagePath: "/",
        pagePermissionTypeValue: 1,
        censusJson: "{}",
        createdAt: "2026-10-01T10:00:00.000Z",
      })
      .execute();
    await importSite(db, systemClock, formsSite("keeper", ids, { forms: [] }));
    expect(await db.selectFrom("forms").select("id").where("websiteId", "=", websiteId).execute()).toEqual([]);
    expect(await db.selectFrom("formSubmissions").select("id").where("websiteId", "=", websiteId).execute()).toEqual([{ id: "f".repeat(24) }]);
  });

  it("refuses repeated form ids, another site's form ids, repeated subscribers and bad definitions, naming the path", async () => {
    const { db } = database();
    const ids = newTestFormIds();
    await importSite(db, systemClock, formsSite("first", ids));
    const twice = JSON.parse(formsSite("second", newTestFormIds()));
    twice.forms[1].id = twice.forms[0].id;
    await expect(importSite(db, systemClock, JSON.stringify(twice))).rejects.toThrow(/^forms\[1\]\.id: is used by another form\./);
    await expect(importSite(db, systemClock, formsSite("second", ids))).rejects.toThrow(/^forms\[0\]\.id: this id is already used by another site\./);
    const other = newTestFormIds();
    const dupes = JSON.parse(withSubscribers(formsSite("second", other), other.newsletter));
    dupes.newsletterSubscribers[1].email = "ANN@example.com";
    await expect(importSite(db, systemClock, JSON.stringify(dupes))).rejects.toThrow(/^newsletterSubscribers\[1\]\.email: is listed twice\./);
    const badField = JSON.parse(formsSite("second", newTestFormIds()));
    badField.forms[0].fields[0].type = "colour";
    await expect(importSite(db, systemClock, JSON.stringify(badField))).rejects.toThrow(/^forms\[0\]\.fields\[0\]\.type: /);
    const badNewsletter = JSON.parse(formsSite("second", newTestFormIds()));
    badNewsletter.forms[1].fields = [{ id: "message", type: "textarea" }];
    await expect(importSite(db, systemClock, JSON.stringify(badNewsletter))).rejects.toThrow(/^forms\[1\]\.fields/);
  });
});
