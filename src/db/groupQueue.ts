/**
 * Lets pending I/O run before a group starts, so requests that arrived meanwhile join it (with
 * a synchronous driver such as better-sqlite3 nothing else runs while a transaction commits).
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How an owner commits a group: it settles each caller itself, or answers a function that
 * settles them, which the queue calls only once the next group (the work that waited
 * meanwhile) is on its way.
 */
type CommitTogether<P> = (group: P[]) => Promise<void | (() => void)>;

/**
 * The waiting line of a group commit: work added while a group commits waits, then goes in
 * the next group, at most `maxGroup` at a time so the first of a long line is not kept waiting
 * for all of it. Committing a group, and settling each caller, is the owner's job. An owner
 * whose database works apart from this process (PostgreSQL) hands the settling back, so the
 * next group is sent before the callers of the last go on: the database commits it while this
 * process works on their answers, instead of each waiting for the other.
 */
export class GroupQueue<P> {
  private readonly waiting: P[] = [];
  private draining = false;

  constructor(
    private readonly maxGroup: number,
    private readonly commitTogether: CommitTogether<P>,
  ) {}

  /** Adds work to the next group, starting the groups when none is under way. */
  add(pending: P): void {
    this.waiting.push(pending);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    await yieldToEventLoop();
    while (this.waiting.length > 0) {
      const settle = await this.commitTogether(this.waiting.splice(0, this.maxGroup));
      // Runs after the loop has sent the next group, if any work waits for one.
      if (settle) setImmediate(settle);
      else if (this.waiting.length > 0) await yieldToEventLoop();
    }
    this.draining = false;
  }
}
