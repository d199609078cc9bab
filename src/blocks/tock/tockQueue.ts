/** Tock's command function as its embed code defines it: calls wait in a queue until tock.js has loaded. */
interface TockFunction {
  (...args: unknown[]): void;
  queue: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    tock?: TockFunction;
  }
}

/**
 * Defines Tock's command queue, as Tock's own embed code does, and queues the business's init,
 * so tock.js finds the business to show when it loads.
 */
export function queueTockInit(business: string): void {
  if (!window.tock) {
    const tock = ((...args: unknown[]) => (tock.callMethod ? tock.callMethod(...args) : tock.queue.push(args))) as TockFunction;
    tock.queue = [];
    tock.loaded = true;
    tock.version = "1.0";
    window.tock = tock;
  }
  window.tock("init", business);
}
