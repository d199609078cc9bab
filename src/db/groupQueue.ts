/**
 * Lets pending I/O run before a group starts, so requests that arrived meanwhile join it (with
 * a synchronous driver such as better-sqlite3 nothing else runs while a transaction commits).
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How an owner commits a group: it settles each caller itself, or answers one function per
 * caller that settles it, which the queue calls only once the next group (the work that waited
 * meanwhile) is on its way, a few callers per turn of the event loop.
 */
type CommitTogether<P> = (group: P[]) => Promise<void | (() => void)[]>;

/** Callers settled per turn of the event loop, so the answer of a group sent meanwhile is read (and the group after it sent) between them. */
const SETTLED_PER_TURN = 10;

/** Settles callers a few per turn of the event loop, starting on the next turn. */
function settleInTurns(settles: readonly (() => void)[]): void {
  let next = 0;
  const turn = () => {
    const end = Math.min(next + SETTLED_PER_TURN, settles.length);
    while (next < end) settles[next++]!();
    if (next < settles.length) setImmediate(turn);
  };
  setImmediate(turn);
}

/**
 * The waiting line of a group commit: work added while a group commits waits, then goes in
 * the next group, at most `maxGroup` at a time so the first of a long line is not kept waiting
 * for all of it. The first group waits a turn of the event loop for work arriving with it,
 * unless a whole group is waiting already (a flash sale's checkouts made ready together): it
 * then starts at once, and the database works on it while this process readies the rest.
 * Committing a group, and settling each caller, is the owner's job. An owner
 * whose database works apart from this process (PostgreSQL) hands the settling back, so the
 * next group is sent before the callers of the last go on, and they go on a few at a time: the
 * database commits a group while this process works on the answers of the last, and the work
 * those answers lead to goes out in the next group as it comes instead of all at once.
 */
export class GroupQueue<P> {
  private readonly waiting: P[] = [];
  private draining = false;
  /** While the first group waits for its turn of the event loop: starts it at once, as a whole group is waiting. */
  private startNow: (() => void) | null = null;

  constructor(
    private readonly maxGroup: number,
    private readonly commitTogether: CommitTogether<P>,
  ) {}

  /** Adds work to the next group, starting the groups when none is under way. */
  add(pending: P): void {
    this.waiting.push(pending);
    if (!this.draining) void this.drain();
    else if (this.startNow && this.waiting.length >= this.maxGroup) this.startNow();
  }

  /** Waits a turn of the event loop for work arriving meanwhile to join the first group, or less when a whole group waits already. */
  private firstTurn(): Promise<void> {
    return new Promise((resolve) => {
      const start = () => {
        if (this.startNow === start) this.startNow = null;
        resolve();
      };
      this.startNow = start;
      setImmediate(start);
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    await this.firstTurn();
    while (this.waiting.length > 0) {
      const settles = await this.commitTogether(this.waiting.splice(0, this.maxGroup));
      // Starts after the loop has sent the next group, if any work waits for one.
      if (settles) settleInTurns(settles);
      else if (this.waiting.length > 0) await yieldToEventLoop();
    }
    this.draining = false;
  }
}
