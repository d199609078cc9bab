import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { emailNotValid, FORM_MESSAGES, FORM_STATUS_MESSAGES } from "../../../domain/messages/formMessages";
import type { Clock } from "../../clock";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { formsSite, newTestFormIds, type TestFormIds } from "../../testing/formSites";
import { FormVisitor, pageAndCensusFields } from "../../testing/formVisitor";
import { SUBMISSION_KEY_TTL_MS } from "./submissionKeys";

const GOOD = {
  name: ["Ann", "Lee"],
  email: "ann@example.com",
  topic: "Beans",
  message: "Do you sell decaf?",
};

describeEachDatabase("form submissions", (database) => {
  let server: TestServer;
  let ids: TestFormIds;
  let otherIds: TestFormIds;
  let websiteId: string;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

  const stored = async (formId: string) => database().db.selectFrom("formSubmissions").selectAll().where("formId", "=", formId).orderBy("createdAt").execute();

  beforeAll(async () => {
    ids = newTestFormIds();
    otherIds = newTestFormIds();
    websiteId = await seedSite(database(), formsSite("cafe", ids));
    await seedSite(database(), formsSite("bakery", otherIds));
    server = await createTestServer(database(), {
      clock,
      config: { forms: { submissionLimit: 8, captchaVerifyUrls: { recaptcha: "", hcaptcha: "", turnstile: "" } } },
    });
  });
  afterAll(() => server.close());

  it("stores a valid submission with its page and census fields and mails the owner, escaped", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.1");
    await visitor.open();
    const response = await visitor.submit(ids.contact, { ...GOOD, message: "<script>alert('x')</script> & more", source: "newspaper" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [row] = await stored(ids.contact);
    expect(row).toMatchObject({
      websiteId,
      formName: "Contact us",
      collectionId: "aaaaaaaaaaaaaaaaaaaaaaaa",
      objectName: "bbbbbbbbbbbbbbbbbbbbbbbb",
      isOverlayForm: 0,
      submitButtonText: "Send",
      pageTitle: "Home — Café",
      contentSource: "c",
      pagePath: "/",
      pagePermissionTypeValue: 1,
    });
    expect(JSON.parse(row!.fieldsJson)).toEqual([
      { id: "name", title: "Name", type: "name", value: ["Ann", "Lee"] },
      { id: "email", title: "Email", type: "email", value: "ann@example.com" },
      { id: "topic", title: "Topic", type: "select", value: "Beans" },
      { id: "message", title: "Message", type: "textarea", value: "<script>alert('x')</script> & more" },
      { id: "source", title: "Source", type: "hidden", value: "newspaper" },
    ]);
    expect(JSON.parse(row!.censusJson)).toMatchObject({ visitorCookie: "visitor-1|1|2|3|4", userAgent: "TestAgent/1.0", viewportWidth: 1280 });
    const mail = await database().db.selectFrom("mailOutbox").selectAll().where("kind", "=", "form-notification").executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ toAddress: "owner@cafe.example", subject: "New submission: Contact us (Café cafe)", status: "stored" });
    expect(mail.textBody).toContain("Message: <script>alert('x')</script> & more");
    expect(mail.htmlBody).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more");
    expect(mail.htmlBody).not.toContain("<script>");
  });

  it("refuses a reused key with 401 and stores nothing more", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.2");
    await visitor.open();
    const key = (await visitor.key(ids.contact)).json().key as string;
    const body = { key, formId: ids.contact, form: JSON.stringify(GOOD), ...pageAndCensusFields() };
    expect((await visitor.save(body)).statusCode).toBe(200);
    const before = (await stored(ids.contact)).length;
    const again = await visitor.save(body);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: FORM_STATUS_MESSAGES[401], code: "unauthorized" });
    expect(await stored(ids.contact)).toHaveLength(before);
  });

  it("binds a key to its form and site, and lets it expire", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.3");
    await visitor.open();
    const other = new FormVisitor(server, "bakery", "198.51.100.3");
    await other.open();
    const newsletterKey = (await visitor.key(ids.newsletter)).json().key as string;
    const wrongForm = await visitor.save({ key: newsletterKey, formId: ids.contact, form: JSON.stringify(GOOD) });
    expect(wrongForm.statusCode).toBe(401);
    const bakeryKey = (await other.key(ids.contact)).json().key as string;
    expect((await visitor.save({ key: bakeryKey, formId: ids.contact, form: JSON.stringify(GOOD) })).statusCode).toBe(401);
    const key = (await visitor.key(ids.contact)).json().key as string;
    offsetMs = SUBMISSION_KEY_TTL_MS + 1000;
    try {
      const expired = await visitor.save({ key, formId: ids.contact, form: JSON.stringify(GOOD) });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error).toBe(FORM_STATUS_MESSAGES[401]);
    } finally {
      offsetMs = 0;
    }
    expect((await visitor.save({ key: "forged.key.value", formId: ids.contact, form: JSON.stringify(GOOD) })).statusCode).toBe(401);
  });

  it("answers 404 for a form the site does not have", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.4");
    await visitor.open();
    const missing = await visitor.submit(otherIds.contact, GOOD);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: FORM_STATUS_MESSAGES[404], code: "not_found" });
  });

  it("answers field errors with a map of field id to message", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.5");
    await visitor.open();
    const response = await visitor.submit(ids.contact, { ...GOOD, email: "ann-at-example", message: "x".repeat(501), name: ["", ""] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: FORM_MESSAGES.invalidFields,
      code: "invalid",
      errors: { name: "Name is required.", email: emailNotValid(FORM_TEXTS.emailExample), message: FORM_MESSAGES.characterLimitExceeded },
    });
  });

  it("refuses unknown fields, wrong types, unparsable values and oversized bodies with a 4xx and stores nothing", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.6");
    await visitor.open();
    const before = (await stored(ids.contact)).length;
    const unparsable = { error: FORM_MESSAGES.fieldsUnparsable, code: "invalid" };
    expect((await visitor.submit(ids.contact, { ...GOOD, admin: true })).json()).toEqual(unparsable);
    expect((await visitor.submit(ids.contact, { ...GOOD, email: ["ann@example.com"] })).json()).toEqual(unparsable);
    expect((await visitor.submit(ids.contact, { ...GOOD, name: "Ann Lee" })).json()).toEqual(unparsable);
    const notJson = await visitor.submit(ids.contact, GOOD, { form: "{not json" });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual(unparsable);
    expect((await visitor.submit(ids.contact, GOOD, { isOverlayForm: "no" })).statusCode).toBe(400);
    expect((await visitor.submit(ids.contact, GOOD, { role: "admin" })).statusCode).toBe(400);
    expect((await visitor.save("[1, 2, 3]")).statusCode).toBe(400);
    const huge = await visitor.submit(ids.contact, { ...GOOD, message: "x".repeat(1_000_000) });
    expect(huge.statusCode).toBe(413);
    expect((await visitor.submit(ids.contact, { ...GOOD, topic: "y".repeat(400_000) })).statusCode).toBe(400);
    expect(await stored(ids.contact)).toHaveLength(before);
  });

  it("limits submissions per site and client address with 429 and Retry-After, without touching other sites", async () => {
    const flood = new FormVisitor(server, "cafe", "192.0.2.99");
    await flood.open();
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await flood.submit(ids.contact, GOOD)).statusCode);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(200));
    const limited = await flood.submit(ids.contact, GOOD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: FORM_STATUS_MESSAGES[429], code: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const sameAddressOtherSite = new FormVisitor(server, "bakery", "192.0.2.99");
    await sameAddressOtherSite.open();
    expect((await sameAddressOtherSite.submit(otherIds.contact, GOOD)).statusCode).toBe(200);
    const otherAddress = new FormVisitor(server, "cafe", "192.0.2.100");
    await otherAddress.open();
    expect((await otherAddress.submit(ids.contact, GOOD)).statusCode).toBe(200);
  });

  it("requires the crumb on both calls", async () => {
    const response = await server.request("cafe", { method: "POST", url: `/api/form/FormSubmissionKey?formId=${ids.contact}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ crumbFail: true });
  });
});
