import { processLog, type ServerLog } from "../log/serverLog";

/** Calls `tick` every `intervalMs` until the function it returns is called. */
export type Repeater = (intervalMs: number, tick: () => void) => () => void;

/** The server's timer; unref'd, so a job never keeps the process alive on its own. */
const intervalRepeater: Repeater = (intervalMs, tick) => {
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};

/** What a periodic job is: its round and when it runs. */
export interface PeriodicJobSettings {
  /** Where its failures are logged, for example "mail.send". */
  source: string;
  /** What the log says when a round fails as a whole; the next round tries again. */
  failure: string;
  /** How often a round runs once started, unless start() is given another interval. */
  intervalMs: number;
  /**
   * One round: finds what is due and does it, each step claimed in the database (a conditional
   * update or a unique key), so two nodes running it together do each step once. Resolves how
   * many steps this round did.
   */
  round: () => Promise<number>;
  log?: ServerLog;
  /** A round at start() as well, for work a restart left behind. */
  runAtStart?: boolean;
  /** A call while a round runs asks for one more after it, so work that came meanwhile does not wait for the next interval. */
  rerun?: boolean;
  /** The timer; tests pass their own to move time by hand. */
  repeater?: Repeater;
}

/**
 * The timer, the stop and the error logging every background job of the server shares (mail,
 * images, the store's sweep, campaigns, scheduled posts, review requests, subscription renewals
 * and monthly gifts): one round at a time,
 * a failed round logged and tried again at the next tick, and stop() waiting for a round under
 * way. The job itself keeps only its round.
 */
export class PeriodicJob {
  private cancelTimer: (() => void) | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly settings: PeriodicJobSettings) {}

  /** Whether stop() was called since the last start(): a round may end early, leaving the rest for the next start. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Runs a round now and resolves its count; while one runs, resolves that one's count instead of starting another. */
  runNow(): Promise<number> {
    if (this.running) {
      if (this.settings.rerun) this.again = true;
      return this.running;
    }
    this.running = this.settings
      .round()
      .catch((error: unknown) => {
        (this.settings.log ?? processLog).error(this.settings.source, this.settings.failure, error);
        return 0;
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.soon();
        }
      });
    return this.running;
  }

  /** Starts a round without waiting for it, unless the job is stopping. */
  soon(): void {
    if (!this.stopped) void this.runNow();
  }

  /** Resolves once no round is under way. */
  async idle(): Promise<void> {
    await this.running;
  }

  /** Runs a round every interval until stop(); a second start() is ignored. */
  start(intervalMs = this.settings.intervalMs): void {
    if (this.cancelTimer) return;
    this.stopped = false;
    if (this.settings.runAtStart) this.soon();
    this.cancelTimer = (this.settings.repeater ?? intervalRepeater)(intervalMs, () => this.soon());
  }

  /** Stops the timer and waits for a round under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
    await this.running;
  }
}
