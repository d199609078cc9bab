/** How long one dependency may take to answer the readiness probe before it counts as failing. */
const PROBE_LIMIT_MS = 2000;

/** What one dependency answered: "ok", or "failing" when it threw or did not answer in time. */
type ProbeState = "ok" | "failing";

/** The readiness probe's answer: whether this node should get traffic, and each dependency's state. */
export interface ReadinessReport {
  status: "ready" | "not ready" | "draining";
  checks: Record<string, ProbeState>;
}

/**
 * Whether this node should receive traffic: every dependency it needs (the database, Redis when
 * set, the file store) answers, and it is not shutting down. A load balancer reads it through
 * GET /readyz; a draining node says so at once, before it stops listening.
 */
export class Readiness {
  private draining = false;

  constructor(private readonly probes: Readonly<Record<string, () => Promise<unknown>>>) {}

  /** Marks the node as shutting down: the probe answers "draining" from now on. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Asks every dependency at once, each bounded by PROBE_LIMIT_MS. */
  async report(): Promise<ReadinessReport> {
    const names = Object.keys(this.probes);
    const states = await Promise.all(names.map((name) => answered(this.probes[name]!)));
    const checks = Object.fromEntries(names.map((name, i) => [name, states[i]!]));
    if (this.draining) return { status: "draining", checks };
    return { status: states.every((state) => state === "ok") ? "ready" : "not ready", checks };
  }
}

async function answered(probe: () => Promise<unknown>): Promise<ProbeState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ProbeState>((resolve) => {
    timer = setTimeout(() => resolve("failing"), PROBE_LIMIT_MS);
  });
  try {
    return await Promise.race([probe().then((): ProbeState => "ok"), late]);
  } catch {
    return "failing";
  } finally {
    clearTimeout(timer);
  }
}
