import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../db/database";
import { testDatabaseKinds } from "../../db/testing/testDatabases";
import { ROLE } from "../../domain/enumerations/roles";
import { accountsRepository } from "../features/accounts/accountsRepository";
import { PlatformAdmins } from "../features/platform/platformAdmins";
import { websitesRepository } from "../features/sites/websitesRepository";
import { LIMITS_UNAVAILABLE_MESSAGE } from "../redis/redisRateLimiter";
import { onePageSite } from "../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, type TestServer } from "../testing/testServer";

const OWNER = { email: "owner@team.example", password: "owner password 1" };
const ADMIN = { email: "root@platform.example", password: "platform password 1" };
const UNREACHABLE_REDIS = "redis://127.0.0.1:1";

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
  payload: new URLSearchParams(fields).toString(),
});

describe("the HTML sign-in and invitation forms while Redis cannot be reached", () => {
  let database: AppDatabase;
  let server: TestServer;
  let invitationPath = "";

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    await new PlatformAdmins(database.db, { now: () => new Date() }).create(ADMIN);
    const websiteId = await seedSite(database, onePageSite("team", []), OWNER);
    server = await createTestServer(database, { config: { redisUrl: UNREACHABLE_REDIS } });
    const owner = (await accountsRepository.findByEmail(database.db, OWNER.email))!;
    const { link } = await server.services.people.invite({
      website: (await websitesRepository.findById(database.db, websiteId))!,
      inviter: { accountId: owner.id, email: OWNER.email, displayName: "" },
      email: "new.editor@team.example",
      roleId: ROLE.EDITOR,
      siteBaseUrl: "http://team.tessera.test",
    });
    invitationPath = new URL(link).pathname;
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  /** Opens a form's page for its crumb, then sends the form. */
  const send = async (identifier: string | null, page: string, action: string, fields: Record<string, string>) => {
    const jar = new CookieJar();
    await jar.send(server, identifier, { method: "GET", url: page });
    return jar.send(server, identifier, { method: "POST", url: action, ...form({ ...fields, crumb: jar.get("crumb")! }) });
  };

  it("answer 503 with Retry-After and the form again, saying so in plain words, as the API does", async () => {
    const answers = {
      "site sign-in": await send("team", "/config", "/api/auth/Login", { ...OWNER, returnTo: "/config/" }),
      "platform sign-in": await send(null, "/", "/platform/sign-in", ADMIN),
      invitation: await send("team", invitationPath, invitationPath, {
        displayName: "Nia",
        password: "editor password 2",
        confirmPassword: "editor password 2",
      }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect([name, answer.statusCode, answer.headers["retry-after"], answer.headers["content-type"]]).toEqual([name, 503, "5", "text/html; charset=utf-8"]);
      expect(answer.body, name).toContain(LIMITS_UNAVAILABLE_MESSAGE);
      expect(answer.body, name).toContain("<form");
    }
  });
});
