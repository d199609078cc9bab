import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { systemClock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { startSmtpCatcher, type SmtpCatcher } from "../../testing/smtpCatcher";
import { importSite } from "../siteFormat/siteFile";
import { mailRepository } from "./mailRepository";
import { MAX_ATTEMPTS, MailService } from "./mailService";
import { smtpTransport } from "./mailTransport";

describeEachDatabase("mail outbox", (database) => {
  let smtp: SmtpCatcher;
  let websiteId: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    websiteId = (await importSite(database().db, systemClock, onePageSite("mailer", []))).websiteId;
  });
  afterAll(() => smtp.close());

  it("keeps mail in the outbox as stored when no SMTP server is configured", async () => {
    const { db } = database();
    const mail = new MailService(db, systemClock, null, "Site <no-reply@tessera.test>");
    const id = await mail.enqueue(db, { websiteId, kind: "test", to: "a@example.com", subject: "Kept", text: "Hello" });
    expect(await mail.deliverDue()).toBe(0);
    expect((await mailRepository.findById(db, id))?.status).toBe("stored");
  });

  it("delivers pending mail through a real SMTP server once, even with two senders racing", async () => {
    const { db } = database();
    const mail = new MailService(db, systemClock, smtpTransport(smtp.url), "Site <no-reply@tessera.test>");
    const otherNode = new MailService(db, systemClock, smtpTransport(smtp.url), "Site <no-reply@tessera.test>");
    const id = await mail.enqueue(db, { websiteId, kind: "test", to: "b@example.com", subject: "Hello <b>", text: "Plain <script>", html: "<p>Hi</p>" });
    const [first, second] = await Promise.all([mail.deliverDue(), otherNode.deliverDue()]);
    expect(first + second).toBe(1);
    await otherNode.stop();
    expect(await mail.deliverDue()).toBe(0);
    const caught = smtp.mails.filter((m) => m.subject === "Hello <b>");
    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatchObject({ from: "no-reply@tessera.test", to: ["b@example.com"], text: "Plain <script>", html: "<p>Hi</p>" });
    const row = await mailRepository.findById(db, id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    await mail.stop();
  });

  it("retries a refused mail and gives up after the last attempt", async () => {
    const { db } = database();
    const mail = new MailService(db, systemClock, smtpTransport(smtp.url), "Site <no-reply@tessera.test>");
    const id = await mail.enqueue(db, { websiteId, kind: "test", to: "c@example.com", subject: "Retry", text: "x" });
    smtp.failNext(1);
    await mail.deliverDue();
    expect(await mailRepository.findById(db, id)).toMatchObject({ status: "pending", attempts: 1 });
    await mail.deliverDue();
    expect(await mailRepository.findById(db, id)).toMatchObject({ status: "sent", attempts: 2 });

    const doomed = await mail.enqueue(db, { websiteId, kind: "test", to: "d@example.com", subject: "Doomed", text: "x" });
    smtp.failNext(MAX_ATTEMPTS);
    for (let i = 0; i < MAX_ATTEMPTS; i++) await mail.deliverDue();
    const row = await mailRepository.findById(db, doomed);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row?.lastError).toMatch(/Try again later/);
    await mail.stop();
  });
});
