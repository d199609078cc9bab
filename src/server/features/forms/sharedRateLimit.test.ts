import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { FORM_STATUS_MESSAGES } from "../../../domain/messages/formMessages";
import { parseConfig } from "../../config";
import { createTestServer, seedSite } from "../../testing/testServer";
import { formsSite, newTestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";

const redisUrl = process.env.TEST_REDIS_URL;
const GOOD = { name: ["Ann", "Lee"], email: "ann@example.com", message: "Hello" };

describeEachDatabase("form rate limits shared by several servers (TEST_REDIS_URL)", (database) => {
  it.runIf(redisUrl)("count one site's submissions from one address across nodes, and only that site's", async () => {
    const ids = newTestFormIds();
    const otherIds = newTestFormIds();
    await seedSite(database(), formsSite(`shared-${ids.contact.slice(0, 8)}`, ids));
    await seedSite(database(), formsSite(`other-${otherIds.contact.slice(0, 8)}`, otherIds));
    const config = { redisUrl: redisUrl!, forms: { ...parseConfig({}).forms, submissionLimit: 4 } };
    const [first, second] = await Promise.all([createTestServer(database(), { config }), createTestServer(database(), { config })]);
    try {
      const site = `shared-${ids.contact.slice(0, 8)}`;
      const visitors = [new FormVisitor(first, site, "192.0.2.50"), new FormVisitor(second, site, "192.0.2.50")];
      for (const visitor of visitors) await visitor.open();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await visitors[i % 2]!.submit(ids.contact, GOOD)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      const refused = await visitors[0]!.submit(ids.contact, GOOD);
      expect(refused.json().error).toBe(FORM_STATUS_MESSAGES[429]);
      const elsewhere = new FormVisitor(second, `other-${otherIds.contact.slice(0, 8)}`, "192.0.2.50");
      await elsewhere.open();
      expect((await elsewhere.submit(otherIds.contact, GOOD)).statusCode).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
