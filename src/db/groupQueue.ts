/**
 * Lets pending I/O run before a group starts, so requests that arrived meanwhile join it (with
 * a synchronous driver such as better-sqlite3 nothing else runs while a transaction commits).
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The waiting line of a group commit: work added while a group commits waits, then goes in
 * the next group, at most `maxGroup` at a time so the first of a long line is not kept waiting
 * for all of it. Committing a group, and settling each caller, is the owner's job.
 */
export class GroupQueue<P> {
  private readonly waiting: P[] = [];
  private draining = false;

  constructor(
    private readonly maxGroup: number,
    private readonly commitTogether: (group: P[]) => Promise<void>,
  ) {}

  /** Adds work to the next group, starting the groups when none is under way. */
  add(pending: P): void {
    this.waiting.push(pending);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    while (this.waiting.length > 0) {
      await yieldToEventLoop();
      await this.commitTogether(this.waiting.splice(0, this.maxGroup));
    }
    this.draining = false;
  }
}
