import type { z } from "zod";
import type { ApiRoute } from "../../domain/api/route";
import type { CrumbCall } from "../../browser/crumbFetch";
import { apiRequest } from "./client";

type Schemas = ApiRoute["schema"];
type Part<S, Key extends string> = S extends z.ZodType ? { [K in Key]: z.input<S> } : { [K in Key]?: never };

/** What a call of a route sends, typed by its schemas: the path's parts, the query and the body, each where the route has one. */
export type CallInput<R extends ApiRoute> = Part<R["schema"]["params"], "params"> &
  Part<R["schema"]["querystring"], "query"> &
  Part<R["schema"]["body"], "body">;

/** What a route answers on success, typed by its response schema. */
export type CallOutput<R extends ApiRoute> = z.output<NonNullable<R["schema"]["response"][keyof Schemas["response"] & keyof R["schema"]["response"]]>>;

function pathOf(url: string, params: Record<string, unknown> = {}): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

function queryOf(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The body as the route takes it: as text of its media type when it declares a text one (a CSV import), else as JSON. */
function bodyOf(route: ApiRoute, body: unknown): CrumbCall["body"] {
  if (body === undefined) return undefined;
  const textType = route.schema.consumes?.find((type) => type.startsWith("text/"));
  return textType && typeof body === "string" ? { text: body, contentType: textType } : { json: body };
}

/**
 * Calls a route from the contract object the server registers (src/domain/api): the path and
 * query are built from the input, the body sent as JSON (or as the text the route consumes), and
 * the answer typed by the route's response schema, so no screen states the shape of an answer by
 * hand. Refusals throw ApiError.
 */
export function call<R extends ApiRoute>(route: R, input: CallInput<R>): Promise<CallOutput<R>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = pathOf(route.url, params) + queryOf(query);
  return apiRequest<CallOutput<R>>({ method: route.method, url, body: bodyOf(route, body) });
}
