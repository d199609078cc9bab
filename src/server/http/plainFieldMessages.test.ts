import { afterAll, beforeAll, expect, it } from "vitest";
import type { OpenAPIV3_1 } from "openapi-types";
import { describeEachDatabase } from "../../db/testing/describeEachDatabase";
import { fieldLabel } from "../../domain/api/plainMessages";
import { PAGE_MESSAGES } from "../../domain/pageRules";
import { onePageSite } from "../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../testing/testServer";
import { OPENAPI_DOCUMENT_PATH } from "./apiContract";

/** A value of the wrong type for each JSON type, and the words the answer must use for the right one (a field with a list of choices names them instead). */
const WRONG_VALUE: Record<string, { send: unknown; words: string }> = {
  string: { send: 42, words: "text" },
  boolean: { send: "yes", words: "true or false" },
  number: { send: "many", words: "a number" },
  integer: { send: "many", words: "a number" },
  array: { send: "many", words: "a list" },
  object: { send: "many", words: "a group of fields" },
};

/**
 * Fields whose schema writes its own sentence for any wrong value (a choice among names, where
 * zod reports the value and not its type), by route and field, with that sentence.
 */
const OWN_SENTENCES: Record<string, string> = {
  "POST /api/config/pages kind": PAGE_MESSAGES.kind,
  "POST /api/config/pages navigation": "Choose the main navigation or Not linked.",
  "POST /api/config/pages/:id/move navigation": "Choose the main navigation or Not linked.",
  "PATCH /api/config/posts/:id state": "Choose published, scheduled, draft or private.",
  "POST /api/config/blogs/:id/tags tagType": "Choose tag or category.",
  "PATCH /api/config/blogs/:id/tags tagType": "Choose tag or category.",
  "PUT /api/config/layouts/:ownerId version": "Send the draft version you read.",
  "POST /api/config/layouts/:ownerId/publish version": "Send the draft version you read.",
  "POST /api/config/layouts/:ownerId/discard version": "Send the draft version you read.",
  "POST /api/config/layouts/:ownerId/versions/:versionId/restore version": "Send the draft version you read.",
  "POST /api/config/section-library version": "Send the version you read.",
  "POST /api/config/section-library kind": "Choose copy or shared.",
  "POST /api/config/comments/erase email": "Enter a valid email address.",
  "POST /api/config/section-library/insert version": "Send the version you read.",
  "PUT /api/config/section-library/:id version": "Send the version you read.",
  "POST /api/config/section-library/:id/publish version": "Send the version you read.",
};

/** "timeZone" as a person reads it: "Time zone"; a few names read better in other words ("urlSlug" is "URL"). */
const plainName = (field: string) => fieldLabel([field]);

describeEachDatabase("validation messages of the converted areas", (database) => {
  let server: TestServer;
  let admin: CookieJar;
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    await seedSite(database(), onePageSite("words", []), { email: "admin@words.example", password: "words password 1" });
    server = await createTestServer(database());
    admin = await signedIn(server, "words", "admin@words.example", "words password 1");
    document = (await server.request(null, { method: "GET", url: OPENAPI_DOCUMENT_PATH })).json();
  });
  afterAll(() => server.close());

  it("names each field in plain words when an owner write gets the wrong type", async () => {
    const writes = server.services.configRoutes.filter((route) => route.access.mode === "write" && route.method !== "DELETE");
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const route of writes) {
      const operation = document.paths?.[route.url.replace(/:(\w+)/g, "{$1}")]?.[route.method.toLowerCase() as OpenAPIV3_1.HttpMethods];
      const schema = (operation?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content["application/json"]?.schema as OpenAPIV3_1.SchemaObject;
      const fields = Object.entries(schema?.properties ?? {}).filter(([, field]) => typeof (field as OpenAPIV3_1.SchemaObject).type === "string");
      const body = Object.fromEntries(fields.map(([name, field]) => [name, WRONG_VALUE[(field as OpenAPIV3_1.SchemaObject).type as string]?.send]));
      const answer = await admin.send(server, "words", {
        method: route.method as "PUT",
        url: route.url,
        payload: body,
        headers: { "x-csrf-token": admin.get("crumb")! },
      });
      const errors = answer.json().errors ?? {};
      for (const [name, field] of fields) {
        const choices = (field as OpenAPIV3_1.SchemaObject).enum;
        const words = choices ? `one of: ${choices.join(", ")}` : WRONG_VALUE[(field as OpenAPIV3_1.SchemaObject).type as string]?.words;
        const expected = OWN_SENTENCES[`${route.method} ${route.url} ${name}`] ?? `${plainName(name)} must be ${words}.`;
        checked.push(`${route.method} ${route.url} ${name}`);
        if (answer.statusCode !== 400 || errors[name] !== expected) wrong.push(`${route.method} ${route.url} ${name}: ${answer.statusCode} ${errors[name]}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        "PUT /api/config/site/settings title",
        "PUT /api/config/site/settings timeZone",
        "PUT /api/site-header-footer header",
        "PUT /api/multilingual/languages languages",
        "PUT /api/multilingual/connection service",
        "PUT /api/multilingual/connection account",
        "PUT /api/config/site/cookie-banner isCookieBannerEnabled",
        "PUT /api/config/site/popup-overlay version",
        "PUT /api/config/site/announcement-bar text",
        "PUT /api/config/site/mobile-info-bar phoneNumber",
        "POST /api/config/people/invitations email",
        "POST /api/config/people/invitations roleId",
        "PUT /api/config/people/:accountId/role roleId",
      ]),
    );
    expect(wrong).toEqual([]);
  });

  it("answers the settings screen's wrong types with sentences that name the field", async () => {
    const answer = await admin.send(server, "words", {
      method: "PUT",
      url: "/api/config/site/settings",
      payload: { title: 7, identifier: "words", locale: "en-US", timeZone: false, developerMode: "no", cloneable: false },
      headers: { "x-csrf-token": admin.get("crumb")! },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: "Some fields are not valid.",
      code: "invalid",
      errors: {
        title: "Title must be text.",
        timeZone: "Time zone must be text.",
        developerMode: "Developer mode must be true or false.",
        useEscapeKeyToLogin: "Use escape key to login is required.",
        pageVersionsKept: "Page versions kept is required.",
      },
    });
  });
});
