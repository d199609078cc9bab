import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../db/testing/describeEachDatabase";
import { newId } from "../../domain/ids";
import { onePageSite } from "../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../testing/testServer";
import { JSON_LIST_EXPECTED, JSON_OBJECT_EXPECTED } from "./jsonBodies";

const WRONG_BODIES = ["null", "[]", '"text"', "42", "true"];

describeEachDatabase("JSON bodies of the wrong shape, on every route", (database) => {
  let server: TestServer;
  let admin: CookieJar;

  beforeAll(async () => {
    await seedSite(database(), onePageSite("shapes", []), { email: "admin@shapes.example", password: "shapes password 1" });
    server = await createTestServer(database());
    admin = await signedIn(server, "shapes", "admin@shapes.example", "shapes password 1");
  });
  afterAll(() => server.close());

  it("answers 400 with a plain sentence to null, [], a string, a number and a boolean, and never reaches the route", async () => {
    const writes = server.services.routes.filter((route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method) && route.jsonBody !== "raw");
    expect(writes.length).toBeGreaterThan(40);
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(["PUT /api/commerce/cart/details", "PUT /api/config/layouts/:ownerId", "POST /api/auth/Login"]),
    );
    const wrong: string[] = [];
    for (const route of writes) {
      const url = route.url.replace(/:\w+/g, () => newId()).replace(/\*$/, "anything");
      for (const payload of WRONG_BODIES) {
        const answer = await admin.send(server, "shapes", {
          method: route.method as "POST",
          url,
          payload,
          headers: { "content-type": "application/json", "x-csrf-token": admin.get("crumb")! },
        });
        const expected = route.jsonBody === "list" ? (payload === "[]" ? null : JSON_LIST_EXPECTED) : JSON_OBJECT_EXPECTED;
        if (expected === null) continue;
        const error = answer.headers["content-type"]?.toString().startsWith("application/json") ? answer.json().error : answer.body.slice(0, 80);
        if (answer.statusCode !== 400 || error !== expected) wrong.push(`${route.method} ${route.url} with ${payload}: ${answer.statusCode} ${error}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
