import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { startSmtpCatcher, type SmtpCatcher } from "../../testing/smtpCatcher";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { formsSite, newTestFormIds, type TestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";

const HOSTILE = `<img src=x onerror="alert('x')">`;

describeEachDatabase("form notification mail", (database) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let ids: TestFormIds;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ids = newTestFormIds();
    await seedSite(database(), formsSite("mailcafe", ids));
    server = await createTestServer(database(), { config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("reaches the owner's address over SMTP with every value as text and escaped in the HTML part", async () => {
    const visitor = new FormVisitor(server, "mailcafe");
    await visitor.open();
    const values = { name: [HOSTILE, "Lee"], email: "ann@example.com", topic: "Café", message: `${HOSTILE}\nSecond line`, source: HOSTILE };
    expect((await visitor.submit(ids.contact, values)).statusCode).toBe(200);
    await server.services.mail.deliverDue();
    const [mail] = smtp.mails.filter((m) => m.subject === "New submission: Contact us (Café mailcafe)");
    expect(mail?.to).toEqual(["owner@cafe.example"]);
    expect(mail!.text).toContain(`Name: ${HOSTILE} Lee`);
    expect(mail!.text).toContain(`Message: ${HOSTILE}\nSecond line`);
    expect(mail!.text).toContain("Sent from http://mailcafe.tessera.test/");
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).toContain("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;");
  });
});
