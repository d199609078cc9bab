import { invalid } from "./errors";
import { QUERY_STRING_LIMITS } from "./limits/networkLimits";

/** A parsed query-string value: a string, a list, or a nested object. */
export type QueryValue = string | QueryValue[] | QueryObject;

/** A parsed query string. Objects have no prototype, so keys like "toString" are plain data. */
export interface QueryObject {
  [key: string]: QueryValue;
}

/** Parsing limits; each defaults to the spec's value (depth 5, array limit 20, parameter limit 1000). */
export interface QueryParseOptions {
  depth?: number;
  arrayLimit?: number;
  parameterLimit?: number;
}

/** Values stringifyQueryString accepts; null and undefined are left out. */
export type QueryInput = string | number | boolean | Date | null | undefined | readonly QueryInput[] | QueryInputObject;

/** An object of query input values. */
export interface QueryInputObject {
  readonly [key: string]: QueryInput;
}

type Segment = { kind: "push" } | { kind: "index"; index: number } | { kind: "key"; name: string };
type Node = string | ArrayNode | ObjectNode;
interface ArrayNode {
  kind: "array";
  items: Map<number, Node>;
}
interface ObjectNode {
  kind: "object";
  entries: Map<string, Node>;
}

/** Keys refused outright so parsed input can never reach an object's prototype chain. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);
const BRACKET_GROUP_SOURCE = String.raw`\[[^[\]]*\]`;
const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

function decode(text: string): string {
  const withSpaces = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(withSpaces);
  } catch {
    return withSpaces;
  }
}

function readLimit(value: number | undefined, fallback: number, name: string, minimum: number): number {
  const limit = value ?? fallback;
  if (!Number.isInteger(limit) || limit < minimum) throw invalid(`${name} must be an integer of at least ${minimum}.`);
  return limit;
}

function splitParameter(part: string): [string, string] {
  const bracketEquals = part.indexOf("]=");
  const equals = bracketEquals === -1 ? part.indexOf("=") : bracketEquals + 1;
  return equals === -1 ? [part, ""] : [part.slice(0, equals), part.slice(equals + 1)];
}

function childSegment(inner: string, arrayLimit: number): Segment {
  if (inner === "") return { kind: "push" };
  if (ARRAY_INDEX.test(inner) && Number(inner) <= arrayLimit) return { kind: "index", index: Number(inner) };
  return { kind: "key", name: inner };
}

/** Finds at most `limit` bracket groups such as "[b]", so a hostile key cannot make the parser collect more. */
function bracketGroups(key: string, limit: number): RegExpExecArray[] {
  const pattern = new RegExp(BRACKET_GROUP_SOURCE, "g");
  const groups: RegExpExecArray[] = [];
  let match: RegExpExecArray | null;
  while (groups.length < limit && (match = pattern.exec(key)) !== null) groups.push(match);
  return groups;
}

/** Splits "a[b][c]" into its root name and child segments; levels past depth stay one literal key. */
function keySegments(key: string, depth: number, arrayLimit: number): [string, Segment[]] {
  const groups = depth > 0 ? bracketGroups(key, depth + 1) : [];
  const first = groups[0];
  const root = first === undefined ? key : key.slice(0, first.index);
  const segments = groups.slice(0, depth).map((group) => childSegment(group[0].slice(1, -1), arrayLimit));
  const overflow = groups[depth];
  if (overflow !== undefined) segments.push({ kind: "key", name: key.slice(overflow.index) });
  if (root !== "" || segments.length === 0) return [root, segments];
  const [top, ...rest] = segments;
  return [top?.kind === "index" ? String(top.index) : top?.kind === "key" ? top.name : "", rest];
}

function arrayToObject(array: ArrayNode): ObjectNode {
  return { kind: "object", entries: new Map([...array.items].map(([index, node]) => [String(index), node])) };
}

function push(container: ArrayNode | ObjectNode, node: Node, arrayLimit: number): ArrayNode | ObjectNode {
  if (container.kind === "object") {
    let free = 0;
    while (container.entries.has(String(free))) free += 1;
    container.entries.set(String(free), node);
    return container;
  }
  const next = container.items.size === 0 ? 0 : Math.max(...container.items.keys()) + 1;
  if (next <= arrayLimit) {
    container.items.set(next, node);
    return container;
  }
  const object = arrayToObject(container);
  object.entries.set(String(next), node);
  return object;
}

function assign(existing: Node | undefined, path: readonly Segment[], value: string, arrayLimit: number): Node {
  const [segment, ...rest] = path;
  if (segment === undefined || typeof existing === "string") {
    const added = segment === undefined ? value : assign(undefined, path, value, arrayLimit);
    if (existing === undefined) return added;
    return push(typeof existing === "string" ? { kind: "array", items: new Map([[0, existing]]) } : existing, added, arrayLimit);
  }
  const container: ArrayNode | ObjectNode = existing ?? (segment.kind === "key" ? { kind: "object", entries: new Map() } : { kind: "array", items: new Map() });
  if (segment.kind === "push") return push(container, assign(undefined, rest, value, arrayLimit), arrayLimit);
  if (container.kind === "array" && segment.kind === "index") {
    const current = container.items.get(segment.index);
    if (current !== undefined && rest.length === 0) return push(container, value, arrayLimit);
    container.items.set(segment.index, assign(current, rest, value, arrayLimit));
    return container;
  }
  const object = container.kind === "array" ? arrayToObject(container) : container;
  const name = segment.kind === "index" ? String(segment.index) : segment.name;
  object.entries.set(name, assign(object.entries.get(name), rest, value, arrayLimit));
  return object;
}

function finish(node: Node): QueryValue {
  if (typeof node === "string") return node;
  if (node.kind === "array") return [...node.items].sort(([a], [b]) => a - b).map(([, item]) => finish(item));
  const object: QueryObject = Object.create(null) as QueryObject;
  for (const [key, item] of node.entries) object[key] = finish(item);
  return object;
}

/**
 * Parses a query string ("?" optional) into nested values: "a[b][c]=1" nests, "a[]=1&a[]=2" and "a[0]=1" make
 * lists, repeated keys collect into a list. Indexes above the array limit, and lists pushed past it, become
 * object keys; bracket levels past the depth stay one literal key (e.g. "[g][h]"); parameters past the
 * parameter limit are ignored. Any parameter naming "__proto__", "constructor" or "prototype" is dropped.
 */
export function parseQueryString(query: string, options: QueryParseOptions = {}): QueryObject {
  const depth = readLimit(options.depth, QUERY_STRING_LIMITS.depth, "depth", 0);
  const arrayLimit = readLimit(options.arrayLimit, QUERY_STRING_LIMITS.arrayLimit, "arrayLimit", 0);
  const parameterLimit = readLimit(options.parameterLimit, QUERY_STRING_LIMITS.parameterLimit, "parameterLimit", 1);
  const text = query.startsWith("?") ? query.slice(1) : query;
  const root: ObjectNode = { kind: "object", entries: new Map() };
  for (const part of text.split("&", parameterLimit)) {
    const [rawKey, rawValue] = splitParameter(part);
    const [name, segments] = keySegments(decode(rawKey), depth, arrayLimit);
    const names = [name, ...segments.map((segment) => (segment.kind === "key" ? segment.name : ""))];
    if (name === "" || names.some((key) => FORBIDDEN_KEYS.has(key))) continue;
    root.entries.set(name, assign(root.entries.get(name), segments, decode(rawValue), arrayLimit));
  }
  return finish(root) as QueryObject;
}

function collectPairs(key: string, value: QueryInput, pairs: string[]): void {
  if (value === null || value === undefined) return;
  if (value instanceof Date) {
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    value.forEach((item: QueryInput, index) => collectPairs(`${key}[${index}]`, item, pairs));
  } else if (typeof value === "object") {
    for (const [childKey, child] of Object.entries(value as QueryInputObject)) collectPairs(`${key}[${childKey}]`, child, pairs);
  } else {
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
}

/**
 * Writes values as a query string without a leading "?": nested objects as "a[b]=1", lists with indexes
 * as "a[0]=1", keys and values percent-encoded. parseQueryString reads the result back.
 */
export function stringifyQueryString(values: QueryInputObject): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) collectPairs(key, value, pairs);
  return pairs.join("&");
}
