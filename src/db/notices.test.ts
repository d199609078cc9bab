import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { newId } from "../domain/ids";
import { openDatabase } from "./database";
import { describeOnEveryEngine } from "./testing/describeEachDatabase";

/** The real PostgreSQL server: only there do notices cross processes and listening connections get lost. */
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Lets I/O run until a condition holds (the test's own time limit bounds it). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

const newChannel = () => `tessera_test_${newId()}`;

describeOnEveryEngine("database notices", (database) => {
  it("a listener hears each notice sent on its channel, in order, and none after it stopped", async () => {
    const { notices } = database();
    const channel = newChannel();
    const first: string[] = [];
    const second: string[] = [];
    const stopping = await notices.listen(
      channel,
      (payload) => first.push(payload),
      () => undefined,
    );
    const staying = await notices.listen(
      channel,
      (payload) => second.push(payload),
      () => undefined,
    );
    try {
      await notices.notify(newChannel(), "another channel");
      await notices.notify(channel, "one");
      await notices.notify(channel, "two");
      await until(() => first.length === 2 && second.length === 2);
      expect(first).toEqual(["one", "two"]);
      await stopping.stop();
      await notices.notify(channel, "three");
      await until(() => second.length === 3);
      expect([first, second]).toEqual([
        ["one", "two"],
        ["one", "two", "three"],
      ]);
    } finally {
      await stopping.stop();
      await staying.stop();
    }
  });
});

describe.runIf(postgresUrl)("database notices on a PostgreSQL server (TEST_DATABASE_URL)", () => {
  it("reach a listener of another node; a lost listening connection is told, and listening anew hears again", async () => {
    const [sender, receiver] = [openDatabase({ engine: "postgres", url: postgresUrl! }), openDatabase({ engine: "postgres", url: postgresUrl! })];
    const channel = newChannel();
    const heard: string[] = [];
    const lost: Error[] = [];
    try {
      await receiver.notices.listen(
        channel,
        (payload) => heard.push(payload),
        (error) => lost.push(error),
      );
      await sender.notices.notify(channel, "from the other node");
      await until(() => heard.length === 1);
      expect(heard).toEqual(["from the other node"]);

      // What a restart or a failover does to the listening connection.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`listen "${channel}"`}`.execute(sender.db);
      await until(() => lost.length > 0);
      expect(lost[0]!.message).toMatch(/terminat|closed/i);

      await receiver.notices.listen(
        channel,
        (payload) => heard.push(payload),
        (error) => lost.push(error),
      );
      await sender.notices.notify(channel, "after the loss");
      await until(() => heard.length === 2);
      expect(heard).toEqual(["from the other node", "after the loss"]);
    } finally {
      await sender.close();
      await receiver.close();
    }
  });
});
