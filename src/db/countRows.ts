import type { SelectQueryBuilder } from "kysely";

/** How many rows a filtered query (nothing selected yet) finds: the total a list shows beside one page of it. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const counted = await query
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .$castTo<{ n: number | string }>()
    .executeTakeFirst();
  return Number(counted?.n ?? 0);
}
