import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { UPLOAD_LIMITS } from "../../../domain/limits/uploadLimits";
import { loadSharp } from "./loadSharp";

/** One width of an image in one format, to be made by a worker thread. */
export interface EncodeTask {
  original: Buffer;
  /** The original's format ("jpeg", "png", "gif", "webp"). */
  format: string;
  width: number;
  /** The served extension to encode into ("jpg", "png", "gif", "webp"). */
  extension: string;
}

interface Job {
  task: EncodeTask;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

type Answer = { bytes: Uint8Array } | { error: string };

/** The worker threads' script: plain JavaScript beside this file, copied into the build beside the server's chunks. */
const ENCODER_SCRIPT = new URL("./imageEncoder.mjs", import.meta.url);

/** How long a thread with nothing to do is kept before it ends, giving its memory (libvips) back. */
const IDLE_MS = 30_000;

/** Threads a machine gets: every core but one, left to the server's own thread, and at least one. */
export function machineEncoderCount(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * A pool of worker threads that decode and encode image widths outside the server's own
 * thread, at most `size` at once (sized to the machine by default). Threads start on demand and
 * end after a while without work; queued widths are made in the order asked.
 */
export class ImageEncoderPool {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly queue: Job[] = [];
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  constructor(readonly size: number = machineEncoderCount()) {}

  /**
   * Makes one width of an image on a worker thread. sharp is loaded by the server's own thread
   * first: on glibc a thread that ends would otherwise unload libvips under the next one (sharp's
   * installation notes, worker threads).
   */
  async encode(task: EncodeTask): Promise<Buffer> {
    await loadSharp();
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread now (none is busy once the media worker has stopped); a later width starts new ones. */
  async release(): Promise<void> {
    this.clearIdleTimer();
    for (const job of this.queue.splice(0)) job.reject(new Error("The image encoder pool was stopped."));
    const workers = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    this.clearIdleTimer();
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.all.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      this.run(worker, this.queue.shift()!);
    }
    if (this.idle.length === this.all.size && this.all.size > 0) {
      this.idleTimer = setTimeout(() => void this.release(), IDLE_MS);
      this.idleTimer.unref();
    }
  }

  private spawn(): Worker {
    const worker = new Worker(ENCODER_SCRIPT);
    this.all.add(worker);
    return worker;
  }

  private run(worker: Worker, job: Job): void {
    const settle = (done: () => void, healthy: boolean) => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      worker.unref();
      if (healthy) this.idle.push(worker);
      else this.all.delete(worker);
      done();
      this.dispatch();
    };
    const onMessage = (answer: Answer) => {
      if ("error" in answer) return settle(() => job.reject(new Error(answer.error)), true);
      settle(() => job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength)), true);
    };
    const onError = (error: Error) => settle(() => job.reject(error), false);
    const onExit = () => settle(() => job.reject(new Error("The image encoder thread ended before making the width.")), false);
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.ref();
    worker.postMessage({ ...job.task, maxPixels: UPLOAD_LIMITS.maxImagePixels });
  }

  private clearIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
