import type { CompiledQuery } from "kysely";

/** A character a literal must escape: a quote or a backslash. */
const NEEDS_ESCAPING = /['\\]/;

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
  if (!NEEDS_ESCAPING.test(text)) return `'${text}'`;
  const quoted = text.replaceAll("'", "''");
  return text.includes("\\") ? `E'${quoted.replaceAll("\\", "\\\\")}'` : `'${quoted}'`;
}

/** A quoted literal or identifier (kept as it is), or a `$n` placeholder outside them. */
const QUOTED_OR_PLACEHOLDER = /'[^']*'|"[^"]*"|\$(\d+)/g;

/**
 * A compiled PostgreSQL statement with its `$n` placeholders replaced by literals, so several
 * statements can travel in one simple-protocol round trip (which takes no parameters).
 * Placeholders inside quoted literals and identifiers are left alone (a doubled quote inside
 * one reads as two quoted parts side by side, which leaves it alone just the same).
 */
export function inlineParameters(query: CompiledQuery): string {
  const { sql, parameters } = query;
  return sql.replace(QUOTED_OR_PLACEHOLDER, (whole: string, number: string | undefined) => {
    if (number === undefined) return whole;
    const index = Number(number) - 1;
    if (index < 0 || index >= parameters.length) throw new RangeError(`The statement names parameter $${index + 1} but has ${parameters.length}.`);
    return postgresLiteral(parameters[index]);
  });
}
