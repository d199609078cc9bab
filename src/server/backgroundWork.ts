/** A piece of work that runs on its own timer while the server runs. */
interface BackgroundWorker {
  /** Absent when the worker arms its own timer on demand (the analytics writer, when a row arrives). */
  start?(): void;
  /** Stops the timer and waits for a round under way. */
  stop(): Promise<void>;
}

/**
 * Every background worker of a server (mail outbox, media processing, store sweeps, scheduled
 * publishing, analytics writes), so they start in one place once the server listens and stop in
 * one place when it closes. Tests build the server without starting them and drive each worker's
 * single round (deliverDue, runOnce, sweep, flush) on their own clocks.
 */
export class BackgroundWork {
  constructor(private readonly workers: readonly BackgroundWorker[]) {}

  start(): void {
    for (const worker of this.workers) worker.start?.();
  }

  /** Stops them in order, each after the one before has finished its round. */
  async stop(): Promise<void> {
    for (const worker of this.workers) await worker.stop();
  }
}
