import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { GroupCommit } from "./groupCommit";

describeOnEveryEngine("group commit", (database) => {
  it("commits concurrent jobs with their own results, and a failing job fails alone", async () => {
    const { db } = database();
    await sql`create table group_notes (id integer primary key, body text not null)`.execute(db);
    const writer = new GroupCommit(database());
    const jobs = Array.from({ length: 40 }, (_, index) =>
      writer.run(async (trx) => {
        if (index === 17) await sql`insert into no_such_table values (1)`.execute(trx);
        await sql`insert into group_notes (id, body) values (${index}, ${`note ${index}`})`.execute(trx);
        return index * 2;
      }),
    );
    const outcomes = await Promise.allSettled(jobs);
    expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(1);
    expect(outcomes[17]!.status).toBe("rejected");
    expect(outcomes[3]).toEqual({ status: "fulfilled", value: 6 });
    const rows = await sql<{ id: number }>`select id from group_notes order by id`.execute(db);
    expect(rows.rows.map((r) => Number(r.id))).toEqual(Array.from({ length: 40 }, (_, i) => i).filter((i) => i !== 17));
  });
});
