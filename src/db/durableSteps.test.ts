import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeOnEveryEngine, describePostgresServer } from "./testing/describeEachDatabase";
import { compiledOnce } from "./compiledOnce";
import { durableSteps, type Step } from "./durableSteps";
import { preparedNameOf } from "./preparedStatements";

describeOnEveryEngine("durable steps", (database) => {
  /** A statement compiled for the database under test. */
  const raw = (strings: TemplateStringsArray, ...values: unknown[]) => sql(strings, ...values).compile(database().db);
  const count = async (table: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database().db)).rows[0]!.n);

  it("run every step and answer the rows of those that return one, camel-cased", async () => {
    const db = database().db;
    await sql`create table step_items (item_id text primary key, qty_left integer not null)`.execute(db);
    const outcome = await durableSteps(database(), [
      { query: raw`insert into step_items (item_id, qty_left) values (${"a"}, ${3})` },
      { query: raw`update step_items set qty_left = qty_left - ${2} where item_id = ${"a"} and qty_left >= ${2} returning qty_left, item_id`, returns: true },
      { query: raw`update step_items set qty_left = qty_left where item_id = ${"missing"} returning qty_left`, returns: true },
    ]);
    expect(outcome).toEqual({ refused: null, rows: [null, { qtyLeft: 1, itemId: "a" }, null] });
  });

  it("undo every step before a refusing one, naming the reason and the row its explanation reads after the undo", async () => {
    const db = database().db;
    await sql`create table step_stock (item_id text primary key, qty_left integer not null)`.execute(db);
    await sql`create table step_orders (order_id text primary key)`.execute(db);
    await sql`insert into step_stock values ('hot', 1)`.execute(db);
    const order = (orderId: string, quantity: number): Step[] => [
      { query: raw`insert into step_orders (order_id) values (${orderId})` },
      {
        query: raw`update step_stock set qty_left = qty_left - ${quantity} where item_id = ${"hot"} and qty_left >= ${quantity} returning qty_left`,
        returns: true,
        refuse: "stock:hot",
        explain: raw`select qty_left from step_stock where item_id = ${"hot"}`,
      },
    ];
    expect(await durableSteps(database(), order("too-many", 2))).toEqual({ refused: "stock:hot", detail: { qtyLeft: 1 }, after: [] });
    expect(await count("step_orders")).toBe(0);
    expect(await durableSteps(database(), order("fits", 1))).toEqual({ refused: null, rows: [null, { qtyLeft: 0 }] });
    expect(await count("step_orders")).toBe(1);
  });

  it("run a refusing step's otherwise after the undo, durably with the work that arrived with it, answering their rows", async () => {
    const db = database().db;
    await sql`create table fallback_stock (item_id text primary key, qty_left integer not null)`.execute(db);
    await sql`create table fallback_orders (order_id text primary key)`.execute(db);
    await sql`create table fallback_answers (order_id text primary key, answer text not null)`.execute(db);
    await sql`insert into fallback_stock values ('last', 1)`.execute(db);
    const order = (orderId: string): Step[] => [
      {
        query: raw`update fallback_stock set qty_left = qty_left - 1 where item_id = ${"last"} and qty_left >= 1 returning qty_left`,
        returns: true,
        refuse: "stock:last",
        explain: raw`select qty_left from fallback_stock where item_id = ${"last"}`,
        otherwise: [
          raw`insert into fallback_answers (order_id, answer) select ${orderId}, ${"sold out"} from fallback_stock where item_id = ${"last"} and qty_left = 0 returning order_id, answer`,
          raw`insert into fallback_answers (order_id, answer) select ${orderId}, ${"never"} from fallback_stock where item_id = ${"missing"} returning order_id`,
        ],
      },
      { query: raw`insert into fallback_orders (order_id) values (${orderId})` },
    ];
    const outcomes = await Promise.all(["first", "second", "third"].map((orderId) => durableSteps(database(), order(orderId))));
    const refused = outcomes.filter((outcome) => outcome.refused !== null);
    expect(refused).toHaveLength(2);
    expect(refused.map((outcome) => (outcome.refused !== null ? outcome.after : null))).toEqual([
      [expect.objectContaining({ answer: "sold out" }), null],
      [expect.objectContaining({ answer: "sold out" }), null],
    ]);
    expect(refused.map((outcome) => (outcome.refused !== null ? outcome.detail : null))).toEqual([{ qtyLeft: 0 }, { qtyLeft: 0 }]);
    const orders = (await sql<{ orderId: string }>`select order_id from fallback_orders`.execute(db)).rows.map((row) => row.orderId);
    const answered = (await sql<{ orderId: string }>`select order_id from fallback_answers order by order_id`.execute(db)).rows.map((row) => row.orderId);
    expect(orders).toHaveLength(1);
    expect([...orders, ...answered].sort()).toEqual(["first", "second", "third"]);
  });

  it("explain a refusal and run its otherwise as the rows stood when it was refused, before the work that came after it in its group", async () => {
    const db = database().db;
    await sql`create table turn_stock (item_id text primary key, qty_left integer not null)`.execute(db);
    await sql`create table turn_answers (order_id text primary key, qty_seen integer not null)`.execute(db);
    await sql`insert into turn_stock values ('hot', 1)`.execute(db);
    const take = (quantity: number): Step => ({
      query: raw`update turn_stock set qty_left = qty_left - ${quantity} where item_id = ${"hot"} and qty_left >= ${quantity} returning qty_left`,
      returns: true,
      refuse: "stock:hot",
      explain: raw`select qty_left from turn_stock where item_id = ${"hot"}`,
      otherwise: [raw`insert into turn_answers (order_id, qty_seen) select ${"refused"}, qty_left from turn_stock where item_id = ${"hot"} returning qty_seen`],
    });
    const [taken, refused, restocked] = await Promise.all([
      durableSteps(database(), [take(1)]),
      durableSteps(database(), [take(2)]),
      durableSteps(database(), [{ query: raw`update turn_stock set qty_left = qty_left + ${5} where item_id = ${"hot"}` }]),
    ]);
    expect(taken).toEqual({ refused: null, rows: [{ qtyLeft: 0 }] });
    expect(refused).toEqual({ refused: "stock:hot", detail: { qtyLeft: 0 }, after: [{ qtySeen: 0 }] });
    expect(restocked).toEqual({ refused: null, rows: [null] });
    expect((await sql<{ qtyLeft: number }>`select qty_left from turn_stock`.execute(db)).rows[0]!.qtyLeft).toBe(5);
  });

  it("sell one unit at most once when many orders for it arrive together, each refusal undoing only its own order", async () => {
    const db = database().db;
    await sql`create table flash_stock (item_id text primary key, qty_left integer not null)`.execute(db);
    await sql`create table flash_orders (order_id text primary key)`.execute(db);
    await sql`insert into flash_stock values ('hot', 7)`.execute(db);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        durableSteps(database(), [
          { query: raw`insert into flash_orders (order_id) values (${`order-${index}`})` },
          { query: raw`update flash_stock set qty_left = qty_left - 1 where item_id = 'hot' and qty_left >= 1`, refuse: "sold out" },
        ]),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.refused === null)).toHaveLength(7);
    expect(outcomes.filter((outcome) => outcome.refused === "sold out")).toHaveLength(23);
    expect(await count("flash_orders")).toBe(7);
    expect((await sql<{ qtyLeft: number }>`select qty_left from flash_stock`.execute(db)).rows[0]!.qtyLeft).toBe(0);
  });

  it("share one transaction among the work that arrives together", async () => {
    if (database().engine === "sqlite") {
      await sql`create table shared_marks (body text)`.execute(database().db);
      const outcomes = await Promise.all(
        ["a", "b", "c"].map((body) =>
          durableSteps(database(), [
            { query: raw`insert into shared_marks (body) values (${body})` },
            { query: raw`select count(*) as seen from shared_marks`, returns: true },
          ]),
        ),
      );
      expect(outcomes.map((outcome) => (outcome.refused === null ? outcome.rows[1] : null))).toEqual([{ seen: 1 }, { seen: 2 }, { seen: 3 }]);
      return;
    }
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => durableSteps(database(), [{ query: raw`select txid_current()::text as tx`, returns: true }])),
    );
    const transactions = new Set(outcomes.map((outcome) => (outcome.refused === null ? outcome.rows[0]?.tx : null)));
    expect(transactions.size).toBe(1);
  });

  it("give a statement's error to its own caller and still commit the work that arrived with it", async () => {
    const db = database().db;
    await sql`create table unique_notes (note_id text primary key)`.execute(db);
    await sql`insert into unique_notes values ('taken')`.execute(db);
    const results = await Promise.allSettled(
      ["first", "taken", "third"].map((noteId) => durableSteps(database(), [{ query: raw`insert into unique_notes (note_id) values (${noteId})` }])),
    );
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await sql<{ noteId: string }>`select note_id from unique_notes order by note_id`.execute(db)).rows.map((row) => row.noteId)).toEqual([
      "first",
      "taken",
      "third",
    ]);
  });

  it("keep quotes, backslashes and line breaks of values as they were given, alone or in a group with others", async () => {
    const db = database().db;
    await sql`create table odd_notes (body text not null)`.execute(db);
    const bodies = [`it's a "quote" \\ back\\slash\nnew line ☕`, "a $tessera_steps$ tag and $$ dollars"];
    const insert = (body: string) => durableSteps(database(), [{ query: raw`insert into odd_notes (body) values (${body}) returning body`, returns: true }]);
    for (const body of bodies) expect(await insert(body)).toEqual({ refused: null, rows: [{ body }] });
    const together = [...bodies, "plain"];
    expect(await Promise.all(together.map(insert))).toEqual(together.map((body) => ({ refused: null, rows: [{ body }] })));
    expect((await sql<{ body: string }>`select body from odd_notes`.execute(db)).rows.map((row) => row.body).sort()).toEqual([...bodies, ...together].sort());
  });

  it("run a statement compiled once by name on PostgreSQL, planned once per connection, and refuse by its rows whichever way it runs", async () => {
    const db = database().db;
    await sql`create table named_stock (item_id text primary key, qty_left integer not null)`.execute(db);
    await sql`insert into named_stock values ('hot', 1)`.execute(db);
    const whatRuns = compiledOnce((db, _: { marker: string }) =>
      db.selectNoFrom((database().engine === "sqlite" ? sql<string>`'one connection'` : sql<string>`current_query()`).as("query")),
    );
    const take = compiledOnce((db, item: { itemId: string }) =>
      db
        .updateTable(sql<{ qtyLeft: number; itemId: string }>`named_stock`.as("named_stock"))
        .set({ qtyLeft: sql`qty_left - 1` })
        .where("itemId", "=", item.itemId)
        .where("qtyLeft", ">=", 1)
        .returning("qtyLeft"),
    );
    const takeSilently = compiledOnce((db, item: { itemId: string }) =>
      db
        .updateTable(sql<{ qtyLeft: number; itemId: string }>`named_stock`.as("named_stock"))
        .set({ qtyLeft: sql`qty_left - 1` })
        .where("itemId", "=", item.itemId)
        .where("qtyLeft", ">=", 1),
    );
    const first = await durableSteps(database(), [
      { query: whatRuns.compile(db, { marker: "first" }), returns: true },
      { query: take.compile(db, { itemId: "hot" }), returns: true, refuse: "sold out" },
    ]);
    expect(first.refused === null && first.rows[1]).toEqual({ qtyLeft: 0 });
    if (database().engine !== "sqlite") {
      const ran = String(first.refused === null && first.rows[0]?.query);
      expect(ran).toContain(`"run":"${preparedNameOf(take.compile(db, { itemId: "x" }).sql)}_step"`);
      expect(ran).not.toContain("named_stock");
    }
    for (const step of [take, takeSilently]) {
      expect(await durableSteps(database(), [{ query: step.compile(db, { itemId: "hot" }), refuse: "sold out" }])).toEqual({
        refused: "sold out",
        detail: null,
        after: [],
      });
    }
    await sql`update named_stock set qty_left = 1`.execute(db);
    expect(await durableSteps(database(), [{ query: takeSilently.compile(db, { itemId: "hot" }), refuse: "sold out" }])).toEqual({
      refused: null,
      rows: [null],
    });
  });

  it("give the error of a statement PostgreSQL cannot prepare to its caller, and keep running others by name", async () => {
    const db = database().db;
    const untyped = compiledOnce((db, value: { given: string | null }) => db.selectNoFrom(sql<boolean>`${value.given} is null`.as("empty")));
    const typed = compiledOnce((db, value: { given: string }) => db.selectNoFrom(sql<string>`upper(cast(${value.given} as text))`.as("loud")));
    const asking = durableSteps(database(), [{ query: untyped.compile(db, { given: "x" }), returns: true }]);
    if (database().engine === "sqlite") expect(await asking).toEqual({ refused: null, rows: [{ empty: 0 }] });
    else await expect(asking).rejects.toThrow("could not determine data type of parameter $1");
    expect(await durableSteps(database(), [{ query: typed.compile(db, { given: "quiet" }), returns: true }])).toEqual({
      refused: null,
      rows: [{ loud: "QUIET" }],
    });
  });
});

describePostgresServer("durable steps on the PostgreSQL server's two lanes", (server) => {
  it("commit work on its own rows while work on shared rows waits for a lock, each lane in a transaction of its own", async () => {
    const database = server();
    const { db } = database;
    const raw = (strings: TemplateStringsArray, ...values: unknown[]) => sql(strings, ...values).compile(db);
    await sql`create table lane_stock (item_id text primary key, qty integer not null)`.execute(db);
    await sql`create table lane_payments (payment_id text primary key)`.execute(db);
    await sql`insert into lane_stock values ('hot', 5)`.execute(db);
    const take = () =>
      durableSteps(database, [
        { query: raw`update lane_stock set qty = qty - 1 where item_id = ${"hot"} returning qty, txid_current()::text as tx`, returns: true },
      ]);
    const pay = (paymentId: string) =>
      durableSteps(database, [{ query: raw`insert into lane_payments values (${paymentId}) returning txid_current()::text as tx`, returns: true }], {
        sharedRows: false,
      });

    let taken: Awaited<ReturnType<typeof take>> | null = null;
    const taking = await db.transaction().execute(async (trx) => {
      await sql`select qty from lane_stock where item_id = 'hot' for update`.execute(trx);
      const waiting = take().then((outcome) => (taken = outcome));
      const paid = await Promise.all([pay("p1"), pay("p2")]);
      expect(new Set(paid.map((outcome) => (outcome.refused === null ? outcome.rows[0]?.tx : null))).size).toBe(1);
      expect(Number((await sql<{ n: number }>`select count(*) as n from lane_payments`.execute(db)).rows[0]!.n)).toBe(2);
      expect(taken).toBeNull();
      return { waiting, paidIn: paid[0]!.refused === null ? paid[0]!.rows[0]?.tx : null };
    });
    const outcome = await taking.waiting;
    expect(outcome.refused === null ? outcome.rows[0] : null).toMatchObject({ qty: 4 });
    expect(outcome.refused === null ? outcome.rows[0]?.tx : null).not.toBe(taking.paidIn);
  });
});
