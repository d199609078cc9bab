import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@demo-library.example", password: "demo library password", roleId: ROLE.ADMIN };

describeEachDatabase("the demo's sections", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    await seedSite(database(), demoSiteAs("harbor", "Harbor & Pine Coffee"), OWNER);
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const visitorHtml = async (path: string) => (await server.request("harbor", { method: "GET", url: path })).body;

  it("shows the home page's hero, three columns, image and text, and the shared newsletter in that order", async () => {
    const html = await visitorHtml("/");
    const order = [
      "Small-batch coffee, roasted on the harbor",
      "Huila, Colombia",
      "Guji, Ethiopia",
      "Pine Street Blend",
      "Roasted on the harbor, twice a week",
      "Good to know",
      "Roast notes",
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("places one shared newsletter section on the home and about pages", async () => {
    for (const path of ["/", "/about"]) expect((await visitorHtml(path)).match(/class="tsr-newsletter__title"/g)).toHaveLength(1);
    const owner = await signedIn(server, "harbor", OWNER.email, OWNER.password);
    const library = (await owner.send(server, "harbor", { method: "GET", url: "/api/config/section-library" })).json();
    expect(library.sections).toEqual([
      expect.objectContaining({
        name: "Newsletter",
        kind: "shared",
        usedOn: [expect.objectContaining({ title: "About" }), expect.objectContaining({ title: "Home" })],
      }),
    ]);
  });
});
