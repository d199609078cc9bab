import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { WEBSITE_STATUS } from "../../../domain/enumerations/websiteStatus";
import { createTestServer, seedSite, siteContextOf, type TestServer } from "../../testing/testServer";
import { onePageSite } from "../../testing/siteFiles";

const HEADING = [{ id: "aeaeaeaeaeaeaeaeaeaeaeae", type: "heading", settings: { text: "One page for everyone", level: 1 } }];

/** The queries other builders read to force an experiment's variant on an internal-status site. */
const VARIANT_QUERIES = ["?variant=b", "?experiment=home&variant=2", "?experiments=home:b,header:control", "?__variant=treatment"];

/** A page as rendered, without the per-request nonce. */
const withoutNonce = (html: string) => html.replace(/nonce-[^']+'/g, "nonce'").replace(/ nonce="[^"]*"/g, "");

describeEachDatabase("every visitor of a published version sees the same page: no experiment variants (spec 2 §6)", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), onePageSite("host-own", HEADING, { status: WEBSITE_STATUS.INTERNAL }));
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("serves an internal-status site's page alike whatever variant query is sent", async () => {
    const plain = await server.request("host-own", { method: "GET", url: "/?from=mail" });
    expect(plain.statusCode).toBe(200);
    expect(siteContextOf(plain.body).siteStatus).toEqual({ value: WEBSITE_STATUS.INTERNAL });
    expect(plain.body).toContain("One page for everyone");
    for (const query of VARIANT_QUERIES) {
      const answer = await server.request("host-own", { method: "GET", url: `/${query}` });
      expect(answer.statusCode, query).toBe(200);
      expect(withoutNonce(answer.body), query).toBe(withoutNonce(plain.body));
    }
  });
});
