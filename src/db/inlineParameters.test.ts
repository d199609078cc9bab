import fc from "fast-check";
import { CompiledQuery, sql } from "kysely";
import { expect, it, test } from "vitest";
import { describeEachDatabase } from "./testing/describeEachDatabase";
import { inlineParameters, postgresLiteral } from "./inlineParameters";

test("values become literals of unknown type, quotes doubled and backslashes escaped", () => {
  expect(postgresLiteral(null)).toBe("NULL");
  expect(postgresLiteral(undefined)).toBe("NULL");
  expect(postgresLiteral(5)).toBe("'5'");
  expect(postgresLiteral(true)).toBe("'true'");
  expect(postgresLiteral(12n)).toBe("'12'");
  expect(postgresLiteral("it's")).toBe("'it''s'");
  expect(postgresLiteral("a\\'b")).toBe("E'a\\\\''b'");
  expect(() => postgresLiteral(Number.NaN)).toThrow("finite number");
  expect(() => postgresLiteral({})).toThrow("cannot be written into a batch");
  expect(() => postgresLiteral("a\u0000b")).toThrow("NUL");
});

test("placeholders are replaced outside quoted literals and identifiers only, and a missing parameter is refused", () => {
  expect(inlineParameters(CompiledQuery.raw(`select $1, '$2 it''s $1', "col$1" from t where a = $2 and b = $10`, ["x", 2, 3, 4, 5, 6, 7, 8, 9, "ten"]))).toBe(
    `select 'x', '$2 it''s $1', "col$1" from t where a = '2' and b = 'ten'`,
  );
  expect(() => inlineParameters(CompiledQuery.raw("select $2", ["only one"]))).toThrow("names parameter $2 but has 1");
});

describeEachDatabase("inlined statements", (database) => {
  it("read back every text exactly as it was given", async () => {
    if (database().engine === "sqlite") return;
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary" }).filter((text) => !text.includes("\u0000")),
        fc.integer(),
        async (text, number) => {
          const compiled = sql<{ text: string; number: number }>`select ${text}::text as text, ${number}::integer as number`.compile(database().db);
          const { rows } = await database().db.executeQuery<{ text: string; number: number }>(CompiledQuery.raw(inlineParameters(compiled)));
          expect(rows).toEqual([{ text, number }]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
