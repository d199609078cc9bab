import { describe, expect, it } from "vitest";
import { memoryLog } from "../log/serverLog";
import { PeriodicJob, type PeriodicJobSettings, type Repeater } from "./periodicJob";

/** Lets every promise already resolved run its callbacks. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A timer moved by hand: advance(ms) fires every tick due by then, in order. */
function handClock() {
  let now = 0;
  const timers = new Set<{ every: number; next: number; tick: () => void }>();
  const repeater: Repeater = (intervalMs, tick) => {
    const timer = { every: intervalMs, next: now + intervalMs, tick };
    timers.add(timer);
    return () => timers.delete(timer);
  };
  return {
    repeater,
    timers,
    async advance(ms: number): Promise<void> {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter((timer) => timer.next <= until).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.every;
        due.tick();
        await settled();
      }
      now = until;
    },
  };
}

/** A round that waits until the test lets it finish, counting how often it began. */
function gatedRound(count = 1) {
  const gates: (() => void)[] = [];
  let began = 0;
  return {
    round: () => {
      began += 1;
      return new Promise<number>((resolve) => gates.push(() => resolve(count)));
    },
    began: () => began,
    finish: async () => {
      gates.shift()?.();
      await settled();
    },
  };
}

function job(overrides: Partial<PeriodicJobSettings> & Pick<PeriodicJobSettings, "round">, clock = handClock()) {
  const log = memoryLog();
  const periodic = new PeriodicJob({
    source: "test.job",
    failure: "Looking for due work failed; the next round tries again.",
    intervalMs: 1000,
    log,
    repeater: clock.repeater,
    ...overrides,
  });
  return { periodic, log, clock };
}

describe("a periodic job", () => {
  it("runs its round every interval once started, and none after stop()", async () => {
    let rounds = 0;
    const { periodic, clock } = job({ round: async () => ++rounds });
    await clock.advance(5000);
    expect(rounds).toBe(0);
    periodic.start();
    await clock.advance(999);
    expect(rounds).toBe(0);
    await clock.advance(1);
    expect(rounds).toBe(1);
    await clock.advance(3000);
    expect(rounds).toBe(4);
    await periodic.stop();
    await clock.advance(5000);
    expect(rounds).toBe(4);
    expect(clock.timers.size).toBe(0);
  });

  it("takes another interval from start(), and a second start() adds no second timer", async () => {
    let rounds = 0;
    const { periodic, clock } = job({ round: async () => ++rounds });
    periodic.start(250);
    periodic.start(250);
    await clock.advance(1000);
    expect(rounds).toBe(4);
    expect(clock.timers.size).toBe(1);
    await periodic.stop();
  });

  it("runs one round at a time: a tick while a round runs starts none, and runNow() shares the round under way", async () => {
    const gated = gatedRound(3);
    const { periodic, clock } = job({ round: gated.round });
    periodic.start();
    await clock.advance(3000);
    expect(gated.began()).toBe(1);
    const shared = periodic.runNow();
    expect(gated.began()).toBe(1);
    await gated.finish();
    expect(await shared).toBe(3);
    await clock.advance(1000);
    expect(gated.began()).toBe(2);
    const stopped = periodic.stop();
    await gated.finish();
    await stopped;
  });

  it("logs a failed round with its source and words, resolves 0 for it, and the next tick tries again", async () => {
    let rounds = 0;
    const { periodic, clock, log } = job({
      round: async () => {
        rounds += 1;
        if (rounds === 1) throw new Error("database unreachable");
        return 2;
      },
    });
    expect(await periodic.runNow()).toBe(0);
    expect(log.entries).toEqual([
      {
        level: "error",
        source: "test.job",
        message: "Looking for due work failed; the next round tries again.",
        cause: "database unreachable",
        stack: expect.any(String),
      },
    ]);
    periodic.start();
    await clock.advance(1000);
    await periodic.idle();
    expect(rounds).toBe(2);
    expect(log.entries).toHaveLength(1);
    await periodic.stop();
  });

  it("stop() waits for the round under way to finish", async () => {
    const gated = gatedRound();
    const { periodic, clock } = job({ round: gated.round });
    periodic.start();
    await clock.advance(1000);
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await settled();
    expect(periodic.stopping).toBe(true);
    expect(stopped).toBe(false);
    await gated.finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("with runAtStart, runs a round as it starts", async () => {
    let rounds = 0;
    const { periodic } = job({ round: async () => ++rounds, runAtStart: true });
    periodic.start();
    await periodic.idle();
    expect(rounds).toBe(1);
    await periodic.stop();
  });

  it("with rerun, a call during a round brings one more round after it, but none once stopping", async () => {
    const gated = gatedRound();
    const { periodic } = job({ round: gated.round, rerun: true });
    void periodic.runNow();
    periodic.soon();
    await gated.finish();
    expect(gated.began()).toBe(2);
    void periodic.runNow();
    const stopped = periodic.stop();
    await gated.finish();
    await stopped;
    expect(gated.began()).toBe(2);
  });
});
