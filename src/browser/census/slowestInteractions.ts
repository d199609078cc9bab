/** The fields of an Event Timing entry (an 'event' or 'first-input' performance entry) INP needs. */
export interface InteractionTiming {
  /** The interaction the event belongs to; 0 for events that are not part of one (a mouse move). */
  interactionId: number;
  /** From the input to the next paint after its handlers ran, ms (browsers round it to 8 ms). */
  duration: number;
}

/** How many of the slowest interactions are kept: the estimate reads the 10th only after 500 interactions. */
const KEPT = 10;
/** One interaction in this many is left out from the slowest, which makes the value the 98th percentile. */
const LEFT_OUT_PER = 50;

/**
 * Interaction to Next Paint as the web-vitals definition has it: an interaction's latency is the
 * longest duration of its events (a tap's pointerdown, pointerup and click, a key's keydown and
 * keyup), and the page view's INP is its slowest interaction, leaving out one for every 50 it
 * had, so a rare hiccup on a long visit does not count. Only the ten slowest are kept.
 * Interactions are counted by their ids, which browsers hand out in increasing order.
 */
export class SlowestInteractions {
  private slowest: { id: number; latency: number }[] = [];
  private count = 0;
  private lastId = 0;

  /** Takes one event's timing. */
  add(entry: InteractionTiming): void {
    if (!entry.interactionId) return;
    if (entry.interactionId > this.lastId) {
      this.count += 1;
      this.lastId = entry.interactionId;
    }
    const known = this.slowest.find((interaction) => interaction.id === entry.interactionId);
    if (known) known.latency = Math.max(known.latency, entry.duration);
    else this.slowest.push({ id: entry.interactionId, latency: entry.duration });
    this.slowest.sort((a, b) => b.latency - a.latency);
    this.slowest.length = Math.min(this.slowest.length, KEPT);
  }

  /** The page view's INP in ms, or null before any interaction. */
  get inp(): number | null {
    if (this.slowest.length === 0) return null;
    return this.slowest[Math.min(this.slowest.length - 1, Math.floor(this.count / LEFT_OUT_PER))]!.latency;
  }
}
