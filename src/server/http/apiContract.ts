import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { jsonSchemaTransform, serializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { plainMessages } from "../../domain/api/plainMessages";
import { invalidInput } from "./validate";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route answers input its schemas refuse itself, with the message the spec sets for it
     * (visitor calls such as SaveFormSubmission): input that fits is parsed as usual, input that
     * does not reaches the handler unparsed instead of the generic 400.
     */
    answersInvalidInput?: true;
  }
}

/** Where the OpenAPI document of the whole API is served. */
export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";

/**
 * Keeps the crumb a form-encoded body carries readable by the crumb check, which runs after
 * validation, where the body's schema drops it: as a field the handler's copies never carry.
 */
function keepBodyCrumb(data: unknown, parsed: unknown): unknown {
  const crumb = data && typeof data === "object" ? (data as Record<string, unknown>).crumb : undefined;
  if (typeof crumb !== "string" || !parsed || typeof parsed !== "object" || "crumb" in parsed) return parsed;
  return Object.defineProperty(parsed, "crumb", { value: crumb, enumerable: false });
}

/** Checks request input against a route's zod schema; a failure is the `invalid` error parseInput throws. */
function compileValidator({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  return (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data, { error: plainMessages });
    if (!result.success) return { error: invalidInput(result.error) };
    return { value: httpPart === "body" ? keepBodyCrumb(data, result.data) : result.data };
  };
}

/** Answers a route's input failure only after access control and the crumb check have run, as a handler's own check did. */
const refuseInvalidInput: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  if (request.validationError) throw request.validationError;
};

/**
 * Makes the zod schemas a route declares (`schema: { body, querystring, params, response }`)
 * its contract: input is parsed by them (refused with the same 400 and field messages as
 * parseInput), answers are serialised by them (a field the schema does not list is never
 * sent), and `GET /api/openapi.json` describes every declared route as OpenAPI 3.1. Must be
 * installed before any route registers, and after the hooks that must run before validation
 * failures are answered.
 */
export async function installApiContract(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(compileValidator);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRoute", (route) => {
    if (!route.schema || !(route.schema.body || route.schema.querystring || route.schema.params)) return;
    route.attachValidation = true;
    if (route.config?.answersInvalidInput) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), refuseInvalidInput];
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Tessera API", description: "The owner and visitor API of a Tessera site (docs/config-api.md).", version: "1" },
    },
    transform: jsonSchemaTransform,
  });
  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return app.swagger();
  });
}
