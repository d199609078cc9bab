import type { CompiledQuery } from "kysely";

/**
 * A value as a PostgreSQL literal of unknown type, the way the extended protocol sends a
 * parameter as text and lets the statement's context give it a type (so `'5'` becomes an
 * integer beside an integer column, as `$1` holding 5 would). Backslashes make an escape
 * string (E'...'), so the literal reads the same whatever `standard_conforming_strings` says.
 */
export function postgresLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`A statement parameter must be a finite number, not ${value}.`);
    text = String(value);
  } else if (typeof value === "bigint" || typeof value === "boolean") text = String(value);
  else throw new TypeError(`A statement parameter of type ${typeof value} cannot be written into a batch.`);
  if (text.includes("\u0000")) throw new TypeError("A statement parameter cannot hold a NUL character.");
  const quoted = text.replaceAll("'", "''");
  return text.includes("\\") ? `E'${quoted.replaceAll("\\", "\\\\")}'` : `'${quoted}'`;
}

/**
 * A compiled PostgreSQL statement with its `$n` placeholders replaced by literals, so several
 * statements can travel in one simple-protocol round trip (which takes no parameters).
 * Placeholders inside quoted literals and identifiers are left alone.
 */
export function inlineParameters(query: CompiledQuery): string {
  const { sql, parameters } = query;
  let out = "";
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i]!;
    if (quote) {
      out += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      out += char;
      continue;
    }
    const placeholder = char === "$" ? /^\d+/.exec(sql.slice(i + 1, i + 12)) : null;
    if (!placeholder) {
      out += char;
      continue;
    }
    const index = Number(placeholder[0]) - 1;
    if (index < 0 || index >= parameters.length) throw new RangeError(`The statement names parameter $${index + 1} but has ${parameters.length}.`);
    out += postgresLiteral(parameters[index]);
    i += placeholder[0].length;
  }
  return out;
}
