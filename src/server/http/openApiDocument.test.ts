import { afterAll, beforeAll, expect, it } from "vitest";
import type { OpenAPIV3_1 } from "openapi-types";
import { describeEachDatabase } from "../../db/testing/describeEachDatabase";
import { createTestServer, type TestServer } from "../testing/testServer";
import type { ApiRoute } from "../../domain/api/route";
import { OPENAPI_DOCUMENT_PATH } from "./apiContract";

/** Every route object the contract modules export (`peopleRoutes`, `visitorSettingsRoutes["cookie-banner"]`, ...), by where it is exported. */
function contractRoutes(): Map<string, ApiRoute> {
  const found = new Map<string, ApiRoute>();
  const visit = (name: string, value: unknown) => {
    if (!value || typeof value !== "object") return;
    if ("method" in value && "url" in value && "schema" in value) return void found.set(name, value as ApiRoute);
    for (const [key, inner] of Object.entries(value)) visit(`${name}.${key}`, inner);
  };
  const modules = import.meta.glob<Record<string, unknown>>("../../domain/api/*.ts", { eager: true });
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) if (name.endsWith("Routes")) visit(`${file.split("/").pop()}:${name}`, value);
  }
  return found;
}

const TAKES_BODY = new Set(["POST", "PUT", "PATCH"]);
/** The media types a request body may be declared in: JSON, or multipart/form-data for an upload. */
const BODY_MEDIA_TYPES = ["application/json", "multipart/form-data", "text/csv"];

describeEachDatabase("the OpenAPI document", (database) => {
  let server: TestServer;
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    server = await createTestServer(database());
    const answer = await server.request(null, { method: "GET", url: OPENAPI_DOCUMENT_PATH });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  });
  afterAll(() => server.close());

  it("is OpenAPI 3.1, served on the platform with the security headers", async () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("Tessera API");
    const answer = await server.request(null, { method: "GET", url: OPENAPI_DOCUMENT_PATH });
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("describes every /api route with its request schemas and its success answer", () => {
    const routes = server.services.routes.filter((route) => route.url.startsWith("/api/") && route.url !== OPENAPI_DOCUMENT_PATH);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        "PUT /api/config/site/settings",
        "DELETE /api/config/site/domains/:domainId",
        "PUT /api/site-header-footer",
        "GET /api/multilingual/status",
        "PUT /api/multilingual/languages",
        "DELETE /api/multilingual/connection",
        "GET /api/config/site/cookie-banner",
        "PUT /api/config/site/popup-overlay",
        "PUT /api/config/site/announcement-bar",
        "PUT /api/config/site/mobile-info-bar",
        "GET /api/config/me",
        "GET /api/config/guide",
        "GET /api/config/people",
        "POST /api/config/people/invitations",
        "DELETE /api/config/people/invitations/:invitationId",
        "PUT /api/config/people/:accountId/role",
        "DELETE /api/config/people/:accountId",
        "GET /api/commerce/cart",
        "POST /api/commerce/cart/items",
        "PUT /api/commerce/cart/items/:entryId",
        "DELETE /api/commerce/cart/items/:entryId",
        "PUT /api/commerce/cart/details",
        "POST /api/commerce/checkout",
        "POST /api/commerce/payments/:provider/webhook",
        "POST /api/config/assets",
        "DELETE /api/config/assets/:id",
        "GET /api/config/form-submissions/:formId/csv",
        "GET /api/config/newsletter/subscribers/csv",
      ]),
    );
    const missing: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const path = route.url.replace(/:(\w+)/g, "{$1}");
      const operation = document.paths?.[path]?.[route.method.toLowerCase() as OpenAPIV3_1.HttpMethods];
      if (!operation) {
        missing.push(`${name}: not in the document`);
        continue;
      }
      const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      if (TAKES_BODY.has(route.method) && !BODY_MEDIA_TYPES.some((type) => body?.content[type]?.schema)) missing.push(`${name}: no body schema`);
      const pathParameters = ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((parameter) => parameter.in === "path").map((p) => p.name);
      for (const [, parameter] of route.url.matchAll(/:(\w+)/g)) if (!pathParameters.includes(parameter!)) missing.push(`${name}: no schema for :${parameter}`);
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      if (success.length === 0) missing.push(`${name}: no success answer`);
      for (const [status, response] of success) {
        const answered = Object.values((response as OpenAPIV3_1.ResponseObject).content ?? {}).some((media) => media.schema);
        if (status !== "204" && !answered) missing.push(`${name}: no schema for ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has every route object the browser calls registered by the server under its method and path, so both read one contract", () => {
    const registered = new Set(server.services.routes.map((route) => `${route.method} ${route.url}`));
    const routes = contractRoutes();
    expect(routes.size).toBeGreaterThan(80);
    const unregistered = [...routes].filter(([, route]) => !registered.has(`${route.method} ${route.url}`)).map(([name]) => name);
    expect(unregistered).toEqual([]);
  });

  it("describes the upload's body as multipart/form-data, the redirects' import as text/csv and the CSV downloads as text/csv", () => {
    const upload = document.paths?.["/api/config/assets"]?.post?.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(Object.keys(upload.content)).toEqual(["multipart/form-data"]);
    const redirectImport = document.paths?.["/api/config/redirects/import"]?.post?.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(Object.keys(redirectImport.content)).toEqual(["text/csv"]);
    expect(upload.content["multipart/form-data"]?.schema).toMatchObject({ properties: { file: { type: "string", format: "binary" } }, required: ["file"] });
    for (const path of ["/api/config/form-submissions/{formId}/csv", "/api/config/newsletter/subscribers/csv"]) {
      const answer = document.paths?.[path]?.get?.responses?.["200"] as OpenAPIV3_1.ResponseObject;
      expect(Object.keys(answer.content ?? {})).toEqual(["text/csv"]);
    }
  });
});
